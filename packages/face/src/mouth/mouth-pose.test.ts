import { describe, expect, it } from 'vitest';
import type { MouthTrack } from '../face-types.ts';
import { mouthPoseAt } from './mouth-pose.ts';

/** 1 s: closed lips (A) 0–200 ms, wide open (D) 200–600 ms, rounded (F) 600–1000 ms; loud from 200 ms on. */
const track: MouthTrack = {
  durationMs: 1000,
  cues: [
    { startMs: 0, endMs: 200, shape: 'A' },
    { startMs: 200, endMs: 600, shape: 'D' },
    { startMs: 600, endMs: 1000, shape: 'F' },
  ],
  envelope: Array.from({ length: 100 }, (_, index) => (index < 20 ? 0 : 0.8)),
  envelopeStepMs: 10,
  source: 'phonemes',
};

describe('mouthPoseAt', () => {
  it("holds each cue's shape, its opening scaled by loudness", () => {
    expect(mouthPoseAt(track, 100)).toMatchObject({ open: 0, press: 1 });
    expect(mouthPoseAt(track, 400).open).toBeCloseTo(0.85);
    expect(mouthPoseAt(track, 800)).toMatchObject({ round: 1 });
    expect(mouthPoseAt(track, 800).open).toBeCloseTo(0.2);
  });

  it('blends from one shape into the next around their boundary', () => {
    const before = mouthPoseAt(track, 590).open;
    const at = mouthPoseAt(track, 600).open;
    const after = mouthPoseAt(track, 610).open;
    expect(before).toBeGreaterThan(at);
    expect(at).toBeGreaterThan(after);
    expect(at).toBeCloseTo((0.85 + 0.2) / 2, 1);
  });

  it('follows the envelope alone when there are no cues', () => {
    const envelopeOnly = { ...track, cues: [] };
    expect(mouthPoseAt(envelopeOnly, 100).open).toBe(0);
    expect(mouthPoseAt(envelopeOnly, 500).open).toBeCloseTo(0.96);
  });
});
