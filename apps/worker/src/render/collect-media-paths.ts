import type { Workspace } from '@talkreel/timeline';

/** Every distinct media path a workspace's elements point at (images, videos, audio, person media). */
export function collectMediaPaths(workspace: Workspace): string[] {
  const paths = new Set<string>();
  for (const scene of workspace.scenes) {
    for (const track of scene.tracks) {
      for (const element of track.layers) {
        if ('path' in element && typeof element.path === 'string' && element.path.length > 0) paths.add(element.path);
      }
    }
  }
  return [...paths];
}
