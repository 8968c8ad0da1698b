import { describe, expect, it } from 'vitest';
import { mouthPoseAt } from './mouth-pose.ts';
import { silentMouthTrack } from './silent-mouth-track.ts';

describe('silentMouthTrack', () => {
  it('keeps the mouth closed for the whole duration', () => {
    const track = silentMouthTrack(2_345);
    expect(track.durationMs).toBe(2_345);
    expect(track.envelope).toHaveLength(235);
    for (const timeMs of [0, 500, 1_200, 2_344]) expect(mouthPoseAt(track, timeMs).open).toBe(0);
  });
});
