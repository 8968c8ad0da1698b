import { PermanentJobError } from '@talkreel/platform';
import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { assertWithinLongestVideo } from './assert-within-longest-video.ts';

/** A workspace of `count` empty scenes of `sceneMs`, then stretched as fitting speech would stretch them. */
function workspaceOf(count: number, sceneMs: number, stretchedMs: number): Workspace {
  const workspace = parseWorkspace({
    schemaVersion: 1,
    aspect_ratio: 0,
    scenes: Array.from({ length: count }, () => ({ duration: sceneMs, tracks: [] })),
  });
  // Fitting speech sets durations after validation, which is why they are checked again.
  for (const scene of workspace.scenes) scene.duration = stretchedMs;
  return workspace;
}

describe('assertWithinLongestVideo', () => {
  it('lets a video of 30 minutes through', () => {
    expect(() => assertWithinLongestVideo(workspaceOf(2, 1000, 15 * 60_000))).not.toThrow();
  });

  it('fails for good, naming the limit, when the speech stretched a 1 s scene past 30 minutes', () => {
    const attempt = () => assertWithinLongestVideo(workspaceOf(1, 1000, 94 * 60_000 + 1));
    expect(attempt).toThrow(PermanentJobError);
    expect(attempt).toThrow(
      'With its speech this video lasts 95 minutes: a video lasts at most 30 minutes. Shorten the scripts or recordings and render again',
    );
  });
});
