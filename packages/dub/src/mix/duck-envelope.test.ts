import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ffmpegPath } from '../test-support/dub-media.ts';
import { buildDuckExpression, duckAmountAt, mergeDuckIntervals, type DuckInterval } from './duck-envelope.ts';

const execFileAsync = promisify(execFile);

describe('mergeDuckIntervals', () => {
  it('sorts, drops empty clips and merges clips closer than two ramps', () => {
    expect(
      mergeDuckIntervals([
        { startMs: 3000, endMs: 4000 },
        { startMs: 1000, endMs: 2000 },
        { startMs: 2100, endMs: 2500 },
        { startMs: 5000, endMs: 5000 },
      ]),
    ).toEqual([
      { startMs: 1000, endMs: 2500 },
      { startMs: 3000, endMs: 4000 },
    ]);
  });
});

describe('duckAmountAt', () => {
  it('ramps up over 60 ms before a clip and down over 60 ms after', () => {
    const intervals = [{ startMs: 1000, endMs: 2000 }];
    expect([940, 970, 1000, 1500, 2000, 2030, 2060, 3000].map((timeMs) => duckAmountAt(intervals, timeMs))).toEqual([0, 0.5, 1, 1, 1, 0.5, 0, 0]);
  });
});

describe('buildDuckExpression', () => {
  it('is 0 without clips and one ramp for one clip', () => {
    expect(buildDuckExpression([])).toBe('0');
    expect(buildDuckExpression([{ startMs: 1000, endMs: 2000 }])).toBe('clip(min((t-0.94)/0.06,(2.06-t)/0.06),0,1)');
  });

  it('finds the clip by a balanced tree of comparisons', () => {
    const expression = buildDuckExpression([
      { startMs: 0, endMs: 1000 },
      { startMs: 2000, endMs: 3000 },
      { startMs: 4000, endMs: 5000 },
    ]);
    expect(expression).toBe(
      'if(lt(t,1.5),clip(min((t+0.06)/0.06,(1.06-t)/0.06),0,1),if(lt(t,3.5),clip(min((t-1.94)/0.06,(3.06-t)/0.06),0,1),clip(min((t-3.94)/0.06,(5.06-t)/0.06),0,1)))',
    );
  });

  it('gives, through ffmpeg volume, the amounts duckAmountAt gives', async () => {
    const intervals: DuckInterval[] = mergeDuckIntervals(
      Array.from({ length: 23 }, (_, index) => ({ startMs: index * 260 + (index % 3) * 17, endMs: index * 260 + 120 + (index % 5) * 9 })),
    );
    expect(intervals.length).toBeGreaterThan(4);
    const expression = buildDuckExpression(intervals);
    const { stdout } = await execFileAsync(
      ffmpegPath,
      ['-v', 'error', '-f', 'lavfi', '-i', `aevalsrc=0.5:s=48000:d=6.5,asetnsamples=n=240,volume=eval=frame:volume='${expression}'`, '-f', 'f32le', 'pipe:1'],
      { encoding: 'buffer', maxBuffer: 1 << 26 },
    );
    const samples = new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.byteLength));
    let compared = 0;
    for (let frame = 0; frame * 240 < samples.length; frame += 1) {
      const timeMs = frame * 5;
      expect(samples[frame * 240]! / 0.5).toBeCloseTo(duckAmountAt(intervals, timeMs), 3);
      compared += 1;
    }
    expect(compared).toBe(1300);
  });
});
