import type { MouthCue, MouthShape } from '../face-types.ts';
import { envelopeStepMs } from './speech-envelope.ts';

/** A shape the sound asks for, before the timing rules. */
export interface ShapeSegment {
  startMs: number;
  endMs: number;
  shape: MouthShape;
}

/** Shorter shapes flicker (Rhubarb finds 5–7 cs best); at 25 fps this is at least two frames. */
export const minCueMs = 70;
/** A silence at least this long closes the mouth (X); shorter ones hold or relax the shape. */
const closePauseMs = 150;
/** Silences shorter than this hold the previous shape: a breath between words is no pause to the eye. */
const holdPauseMs = 120;
/** The lips move before the sound they make: how far a new shape leads its sound, and from rest a little more. */
const anticipationMs = 40;
const anticipationFromRestMs = 60;

const minFrames = minCueMs / envelopeStepMs;

/** How far a shape relaxes in a short pause (Rhubarb's rule: open shapes fall to a smaller opening). */
const relaxed: Record<MouthShape, MouthShape> = { A: 'A', B: 'B', C: 'B', D: 'C', E: 'C', F: 'B', G: 'X', H: 'B', X: 'X' };

/** For each shape, the others in order of effort to reach from it (Rhubarb's table): a short shape merges into the easiest neighbour. */
const effort: Record<MouthShape, string> = {
  A: 'AXGBCHEDF',
  B: 'BGAXCHEDF',
  C: 'CHBGDAXEF',
  D: 'DCHBGAXEF',
  E: 'ECHBGAXDF',
  F: 'FBGAXCHED',
  G: 'GABCHXEDF',
  H: 'HCBGDAXEF',
  X: 'XAGBCHEDF',
};

interface Run {
  shape: MouthShape;
  frames: number;
}

/**
 * Cues covering [0, durationMs] from the shapes the sound asks for, with
 * the timing rules that make lip-sync read as speech (after Rhubarb Lip
 * Sync): time without a shape, and any stretch of 150 ms or more where the
 * envelope is 0, is rest (X); shorter pauses hold the shape, or relax it
 * when over 120 ms; each new shape starts 40 ms before its sound (60 ms
 * when opening from rest), except that lips pressed for B/M/P part on the
 * sound itself and the mouth closes to rest on time rather than early; no cue is
 * shorter than 70 ms: a short lip closure (A) borrows time from its
 * neighbours, other short shapes merge into the neighbour easiest to reach.
 * Works on a 10 ms grid, the envelope's.
 */
export function applyMouthTiming(segments: readonly ShapeSegment[], envelope: readonly number[], durationMs: number): MouthCue[] {
  const frameCount = Math.max(1, Math.ceil(durationMs / envelopeStepMs));
  const frames: MouthShape[] = new Array<MouthShape>(frameCount).fill('X');
  for (const segment of segments) {
    const first = Math.max(0, Math.round(segment.startMs / envelopeStepMs));
    const last = Math.min(frameCount, Math.round(segment.endMs / envelopeStepMs));
    for (let frame = first; frame < last; frame++) frames[frame] = segment.shape;
  }
  closeSilences(frames, envelope);
  let runs = toRuns(frames);
  runs = fillShortPauses(runs);
  runs = anticipate(runs);
  runs = enforceMinimumLength(runs);
  return toCues(runs, durationMs);
}

function closeSilences(frames: MouthShape[], envelope: readonly number[]): void {
  const closeFrames = closePauseMs / envelopeStepMs;
  let start = 0;
  for (let frame = 0; frame <= frames.length; frame++) {
    const silent = frame < frames.length && (envelope[frame] ?? 0) === 0;
    if (silent) continue;
    if (frame - start >= closeFrames) frames.fill('X', start, frame);
    start = frame + 1;
  }
}

function toRuns(frames: readonly MouthShape[]): Run[] {
  const runs: Run[] = [];
  for (const shape of frames) {
    const last = runs.at(-1);
    if (last?.shape === shape) last.frames++;
    else runs.push({ shape, frames: 1 });
  }
  return runs;
}

function joinRuns(runs: readonly Run[]): Run[] {
  const joined: Run[] = [];
  for (const run of runs) {
    if (run.frames <= 0) continue;
    const last = joined.at(-1);
    if (last?.shape === run.shape) last.frames += run.frames;
    else joined.push({ ...run });
  }
  return joined;
}

function fillShortPauses(runs: Run[]): Run[] {
  return joinRuns(
    runs.map((run, index) => {
      const previous = runs[index - 1];
      const isInner = previous !== undefined && index < runs.length - 1;
      if (run.shape !== 'X' || !isInner || run.frames * envelopeStepMs >= closePauseMs) return run;
      return { shape: run.frames * envelopeStepMs < holdPauseMs ? previous.shape : relaxed[previous.shape], frames: run.frames };
    }),
  );
}

function anticipate(runs: Run[]): Run[] {
  const shifted = runs.map((run) => ({ ...run }));
  for (let index = 1; index < shifted.length; index++) {
    const run = shifted[index] as Run;
    const previous = shifted[index - 1] as Run;
    if (run.shape === 'X') continue;
    const lead = anticipationFrames(previous.shape, run.shape);
    const moved = Math.min(lead, previous.frames - 1);
    previous.frames -= moved;
    run.frames += moved;
  }
  return joinRuns(shifted);
}

/** Lips part on the burst of a B or P, not before; closing from rest is barely visible, so only opening from rest leads more. */
function anticipationFrames(from: MouthShape, to: MouthShape): number {
  if (from === 'A') return 0;
  if (from === 'X' && to !== 'A') return anticipationFromRestMs / envelopeStepMs;
  return anticipationMs / envelopeStepMs;
}

function enforceMinimumLength(input: Run[]): Run[] {
  let runs = joinRuns(input);
  for (;;) {
    let shortest = -1;
    for (let index = 0; index < runs.length; index++) {
      const run = runs[index] as Run;
      if (run.frames < minFrames && runs.length > 1 && (shortest < 0 || run.frames < (runs[shortest] as Run).frames)) shortest = index;
    }
    if (shortest < 0) return runs;
    const run = runs[shortest] as Run;
    const previous = runs[shortest - 1];
    const next = runs[shortest + 1];
    if (run.shape === 'A' && borrow(run, previous, next)) continue;
    const target = pickMergeTarget(run, previous, next);
    target.frames += run.frames;
    run.frames = 0;
    runs = joinRuns(runs);
  }
}

/** Lengthens a short lip closure to the minimum with time its neighbours can spare; false when they cannot. */
function borrow(run: Run, previous: Run | undefined, next: Run | undefined): boolean {
  const needed = minFrames - run.frames;
  const spareBefore = previous ? Math.max(0, previous.frames - minFrames) : 0;
  const spareAfter = next ? Math.max(0, next.frames - minFrames) : 0;
  if (spareBefore + spareAfter < needed) return false;
  const fromBefore = Math.min(spareBefore, Math.max(Math.ceil(needed / 2), needed - spareAfter));
  const fromAfter = needed - fromBefore;
  if (previous) previous.frames -= fromBefore;
  if (next) next.frames -= fromAfter;
  run.frames += needed;
  return true;
}

function pickMergeTarget(run: Run, previous: Run | undefined, next: Run | undefined): Run {
  if (!previous) return next as Run;
  if (!next) return previous;
  // A lip closure is an instant the viewer checks against the sound: keep it where it is.
  if ((previous.shape === 'A') !== (next.shape === 'A')) return previous.shape === 'A' ? next : previous;
  const order = effort[run.shape];
  const previousEffort = order.indexOf(previous.shape);
  const nextEffort = order.indexOf(next.shape);
  if (previousEffort !== nextEffort) return previousEffort < nextEffort ? previous : next;
  return previous.frames >= next.frames ? previous : next;
}

function toCues(runs: readonly Run[], durationMs: number): MouthCue[] {
  const cues: MouthCue[] = [];
  let frame = 0;
  for (const [index, run] of runs.entries()) {
    const startMs = frame * envelopeStepMs;
    frame += run.frames;
    const endMs = index === runs.length - 1 ? durationMs : Math.min(durationMs, frame * envelopeStepMs);
    cues.push({ startMs, endMs, shape: run.shape });
  }
  return cues;
}
