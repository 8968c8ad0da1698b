import { PermanentJobError } from '@talkreel/platform';
import { workspaceLimits, type Workspace } from '@talkreel/timeline';

/**
 * Speech longer than its scene stretches the scene; the door (the server's
 * render allowance) estimates that from the text, and here the real speech
 * decides, before any face is animated. A permanent failure: it is not retried.
 */
export function assertWithinLongestVideo(workspace: Workspace): void {
  const totalMs = workspace.scenes.reduce((sum, scene) => sum + scene.duration, 0);
  if (totalMs <= workspaceLimits.maxDurationMs) return;
  throw new PermanentJobError(
    `With its speech this video lasts ${Math.ceil(totalMs / 60_000)} minutes: a video lasts at most 30 minutes. Shorten the scripts or recordings and render again`,
  );
}
