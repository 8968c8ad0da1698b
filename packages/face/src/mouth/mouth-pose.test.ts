import { describe, expect, it } from 'vitest';
import type { MouthTrack } from '../face-types.ts';
import { mouthPoseAt } from './mouth-pose.ts';

const track: MouthTrack = {
  durationMs: 600,
  cues: [
    { startMs: 0, endMs: 100, shape: 'X' },
    { startMs: 100, endMs: 200, shape: 'A' },
    { startMs: 200, endMs: 400, shape: 'D' },
    { startMs: 400, endMs: 480, shape: 'F' },
    { startMs: 480, endMs: 600, shape: 'X' },
  ],
  envelope: [...new Array<number>(20).fill(0), ...new Array<number>(20).fill(1), ...new Array<number>(20).fill(0)],
  envelopeStepMs: 10,
  source: 'phonemes',
};

describe('mouthPoseAt', () => {
  it('holds each target between boundaries, half the shape and half a jaw that follows loudness', () => {
    expect(mouthPoseAt(track, 50)).toEqual({ open: 0, wide: 0, round: 0, press: 0, teeth: 0, tongue: 0 });
    expect(mouthPoseAt(track, 150).press).toBe(1);
    expect(mouthPoseAt(track, 300).open).toBeCloseTo(0.5 * 0.9 + 0.5 * 0.8, 6);
    expect(mouthPoseAt(track, 440)).toMatchObject({ round: 1 });
    expect(mouthPoseAt(track, 440).open).toBeCloseTo(0.5 * 0.25 * 0.4, 6);
    expect(mouthPoseAt(track, 550).open).toBe(0);
    const quiet: MouthTrack = { ...track, envelope: track.envelope.map((value) => value * 0) };
    expect(mouthPoseAt(quiet, 300).open).toBeCloseTo(0.5 * 0.9 * 0.4, 6);
    // Pressed lips stay shut however loud the sound (a hummed M).
    const loud: MouthTrack = { ...track, envelope: track.envelope.map(() => 1) };
    expect(mouthPoseAt(loud, 150).open).toBe(0);
    expect(mouthPoseAt(loud, 50).open).toBe(0);
  });

  it('crossfades across boundaries over 50 ms: halfway at the boundary, no jump between 1 ms steps', () => {
    const atBoundary = mouthPoseAt(track, 200);
    expect(atBoundary.press).toBeCloseTo(0.5, 6);
    expect(mouthPoseAt(track, 175).press).toBe(1);
    expect(mouthPoseAt(track, 225).press).toBe(0);
    let previous = mouthPoseAt(track, 0);
    for (let timeMs = 1; timeMs <= 600; timeMs++) {
      const pose = mouthPoseAt(track, timeMs);
      for (const key of ['wide', 'round', 'press', 'teeth', 'tongue'] as const) expect(Math.abs(pose[key] - previous[key])).toBeLessThan(0.05);
      previous = pose;
    }
  });

  it('is pure: the same time gives the same pose, before, inside and after the track', () => {
    for (const timeMs of [-100, 0, 199.5, 333, 600, 900]) expect(mouthPoseAt(track, timeMs)).toEqual(mouthPoseAt(track, timeMs));
    expect(mouthPoseAt(track, 900).open).toBe(0);
    expect(mouthPoseAt({ ...track, cues: [] }, 100).open).toBe(0);
  });
});
