import { describe, expect, it } from 'vitest';
import { fitLimitMs, planSegmentFit, segmentsInSlotRatio, type FitInput, type FittedSegment } from './plan-segment-fit.ts';

const slot = (id: string, startMs: number, endMs: number, speechMs: number): FitInput => ({ id, startMs, endMs, speechMs });

describe('planSegmentFit', () => {
  it('keeps a dub that fits its slot where it was, unstretched', () => {
    expect(planSegmentFit([slot('a', 1000, 3000, 1800)], { totalMs: 10_000 })).toEqual([
      { id: 'a', startMs: 1000, endMs: 2800, stretch: 1, overrunMs: 0, fits: true },
    ]);
  });

  it('borrows the silence after the slot, up to the slot end + 10 %', () => {
    // Slot 2000 ms long: it may end at 3200; 2150 ms of speech ends at 3150.
    expect(planSegmentFit([slot('a', 1000, 3000, 2150), slot('b', 6000, 7000, 500)], { totalMs: 10_000 })[0]).toEqual({
      id: 'a',
      startMs: 1000,
      endMs: 3150,
      stretch: 1,
      overrunMs: 0,
      fits: true,
    });
  });

  it('borrows the silence before the slot when the gap after is not enough', () => {
    // a: 1000–3000, next slot at 3100: a may end at 3020 (3100 − 80); 2500 ms of speech starts at 520.
    const [a, b] = planSegmentFit([slot('a', 1000, 3000, 2500), slot('b', 3100, 5000, 1500)], { totalMs: 10_000 });
    expect(a).toEqual({ id: 'a', startMs: 520, endMs: 3020, stretch: 1, overrunMs: 0, fits: true });
    expect(b).toEqual({ id: 'b', startMs: 3100, endMs: 4600, stretch: 1, overrunMs: 0, fits: true });
  });

  it('borrows before only from the gap after the previous placed dub + minGap', () => {
    // a runs on to 3150 (its limit 3200); b's slot starts at 3300, so b may start at 3230 at the earliest.
    const [a, b] = planSegmentFit([slot('a', 1000, 3000, 2150), slot('b', 3300, 4300, 1160), slot('c', 4400, 6000, 100)], { totalMs: 10_000 });
    expect(a!.endMs).toBe(3150);
    // b may end at 4320 (next slot 4400 − 80): 1160 ms from 3230 would end at 4390, so it is sped up instead.
    expect(b!.startMs).toBe(3230);
    expect(b!.endMs).toBe(4320);
    expect(b!.stretch).toBe(1.0643); // 1160 / 1090 = 1.06422, rounded up
    expect(b!.fits).toBe(true);
  });

  it('speeds up, by at most 1.3, when the whole window is too short', () => {
    // Window 0–1100 (the fit limit; the next slot at 1200 leaves room to 1120): 1300 / 1100 = 1.1818…, rounded up.
    const [fitting] = planSegmentFit([slot('a', 0, 1000, 1300), slot('b', 1200, 2000, 500)], { totalMs: 3000 });
    expect(fitting).toEqual({ id: 'a', startMs: 0, endMs: 1100, stretch: 1.1819, overrunMs: 0, fits: true });
    expect(1300 / fitting!.stretch).toBeLessThanOrEqual(fitting!.endMs - fitting!.startMs);
    // Window 0–1020 (next slot 1100 − 80): 1400 / 1020 = 1.37 is more than 1.3.
    const [tooLong] = planSegmentFit([slot('a', 0, 1000, 1400), slot('b', 1100, 2000, 500)], { totalMs: 3000 });
    expect(tooLong).toEqual({ id: 'a', startMs: 0, endMs: 1020, stretch: 1.3, overrunMs: 57, fits: false });
  });

  it('flags a dub that still overruns at 1.3: fits false, overrunMs how far it passes, cut where the next dub needs room', () => {
    // 2000 ms in the window 0–1600 (the first dub may start at 0; fit limit 1600): 1.25.
    const [a, b] = planSegmentFit([slot('a', 500, 1500, 2000), slot('b', 1800, 2800, 900)], { totalMs: 5000 });
    expect(a).toEqual({ id: 'a', startMs: 0, endMs: 1600, stretch: 1.25, overrunMs: 0, fits: true });
    expect(b).toEqual({ id: 'b', startMs: 1800, endMs: 2700, stretch: 1, overrunMs: 0, fits: true });
    // 3000 ms from 0 at 1.3: 2307.7 ms would end at 2308, past the 1600 limit by 708 ms; cut at 1720 (1800 − 80).
    const [long, next] = planSegmentFit([slot('a', 500, 1500, 3000), slot('b', 1800, 2800, 900)], { totalMs: 5000 });
    expect(long).toEqual({ id: 'a', startMs: 0, endMs: 1720, stretch: 1.3, overrunMs: 708, fits: false });
    expect(next).toEqual({ id: 'b', startMs: 1800, endMs: 2700, stretch: 1, overrunMs: 0, fits: true });
  });

  it('lets an overrunning dub run on into silence before the next slot', () => {
    const [a] = planSegmentFit([slot('a', 0, 1000, 2000), slot('b', 5000, 6000, 900)], { totalMs: 8000 });
    expect(a).toEqual({ id: 'a', startMs: 0, endMs: 1539, stretch: 1.3, overrunMs: 439, fits: false });
  });

  it('never passes the video end', () => {
    // Fit limit 9990: the dub starts 510 ms early instead.
    expect(planSegmentFit([slot('a', 9000, 9900, 1500)], { totalMs: 10_000 })[0]).toMatchObject({ startMs: 8490, endMs: 9990, fits: true });
    // After a dub ending at 8000, 3000 ms at 1.3 from 8080 would end at 10 388: cut at the video's end.
    const [, late] = planSegmentFit([slot('a', 0, 9000, 8000), slot('late', 9500, 10_000, 3000)], { totalMs: 10_000 });
    expect(late).toEqual({ id: 'late', startMs: 8080, endMs: 10_000, stretch: 1.3, overrunMs: 388, fits: false });
  });

  it('places an empty dub at its slot start, fitting', () => {
    expect(planSegmentFit([slot('a', 400, 900, 0)], { totalMs: 1000 })).toEqual([{ id: 'a', startMs: 400, endMs: 400, stretch: 1, overrunMs: 0, fits: true }]);
  });

  it('returns the segments in the order given, placed in time order', () => {
    const plan = planSegmentFit([slot('second', 3000, 4000, 800), slot('first', 0, 1000, 800)], { totalMs: 5000 });
    expect(plan.map((segment) => segment.id)).toEqual(['second', 'first']);
    expect(plan[1]!.startMs).toBe(0);
  });

  it('rejects impossible inputs', () => {
    expect(() => planSegmentFit([slot('a', 100, 50, 10)], { totalMs: 1000 })).toThrow('segment a: needs finite times, endMs ≥ startMs and speechMs ≥ 0');
    expect(() => planSegmentFit([], { totalMs: 1000, maxStretch: 0.9 })).toThrow('maxStretch must be at least 1, got 0.9');
  });
});

describe('segmentsInSlotRatio', () => {
  it('is the share of fitting segments', () => {
    const plan = planSegmentFit([slot('a', 0, 1000, 900), slot('b', 1100, 1500, 3000), slot('c', 2000, 3000, 500), slot('d', 3100, 4000, 800)], {
      totalMs: 5000,
    });
    expect(plan.map((segment) => segment.fits)).toEqual([true, false, true, true]);
    expect(segmentsInSlotRatio(plan)).toBe(0.75);
    expect(segmentsInSlotRatio([])).toBe(1);
  });
});

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function randomSegments(next: () => number, count: number): { inputs: FitInput[]; totalMs: number } {
  const inputs: FitInput[] = [];
  let cursor = Math.floor(next() * 2000);
  for (let index = 0; index < count; index++) {
    const lengthMs = 200 + Math.floor(next() * 4000);
    // Translations run from 60 % to 180 % of the original, now and then overlapping slots.
    const speechMs = Math.round(lengthMs * (0.6 + next() * 1.2));
    inputs.push({ id: `s${index}`, startMs: cursor, endMs: cursor + lengthMs, speechMs });
    cursor += lengthMs + Math.floor(next() * 1500) - (next() < 0.05 ? 300 : 0);
  }
  return { inputs: inputs.sort(() => next() - 0.5), totalMs: cursor + Math.floor(next() * 1000) - 500 };
}

describe('planSegmentFit on random inputs', () => {
  it('keeps every invariant', () => {
    const next = random(20_240_601);
    for (let round = 0; round < 300; round++) {
      const { inputs, totalMs } = randomSegments(next, 1 + Math.floor(next() * 40));
      const maxStretch = next() < 0.5 ? 1.3 : 1 + next() * 0.5;
      const minGapMs = next() < 0.5 ? 80 : Math.floor(next() * 200);
      const plan = planSegmentFit(inputs, { totalMs, maxStretch, minGapMs });
      expect(plan.map((segment) => segment.id)).toEqual(inputs.map((input) => input.id));
      const byId = new Map(inputs.map((input) => [input.id, input]));
      const placed: FittedSegment[] = [...plan].sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
      placed.forEach((segment, index) => {
        const input = byId.get(segment.id)!;
        expect(segment.startMs).toBeGreaterThanOrEqual(0);
        expect(segment.endMs).toBeGreaterThanOrEqual(segment.startMs);
        expect(segment.endMs).toBeLessThanOrEqual(Math.max(0, totalMs));
        expect(segment.stretch).toBeGreaterThanOrEqual(1);
        expect(segment.stretch).toBeLessThanOrEqual(maxStretch);
        const previous = placed[index - 1];
        if (previous) expect(segment.startMs).toBeGreaterThanOrEqual(previous.endMs);
        if (previous && segment.endMs > segment.startMs && segment.startMs < totalMs) {
          expect(segment.startMs - previous.endMs).toBeGreaterThanOrEqual(minGapMs - 1);
        }
        if (segment.fits) {
          expect(segment.overrunMs).toBe(0);
          expect(segment.endMs).toBeLessThanOrEqual(fitLimitMs(input));
          // The whole sped-up dub plays between start and end.
          expect(input.speechMs / segment.stretch).toBeLessThanOrEqual(segment.endMs - segment.startMs + 1e-6);
        } else {
          expect(segment.overrunMs).toBeGreaterThan(0);
          expect(segment.stretch).toBe(maxStretch);
        }
      });
    }
  });

  it('fits at least 95 % of segments when translations run up to 25 % long with natural pauses', () => {
    const next = random(7);
    const inputs: FitInput[] = [];
    let cursor = 500;
    for (let index = 0; index < 1000; index++) {
      const lengthMs = 800 + Math.floor(next() * 3000);
      inputs.push({ id: `s${index}`, startMs: cursor, endMs: cursor + lengthMs, speechMs: Math.round(lengthMs * (0.8 + next() * 0.45)) });
      cursor += lengthMs + 150 + Math.floor(next() * 600);
    }
    expect(segmentsInSlotRatio(planSegmentFit(inputs, { totalMs: cursor }))).toBeGreaterThanOrEqual(0.95);
  });
});
