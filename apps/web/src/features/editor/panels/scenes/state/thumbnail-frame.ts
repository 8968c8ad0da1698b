import type { Scene, Workspace } from '@talkreel/timeline';

/** How far into its scene a thumbnail shows it, ms: past a fade-in, before most texts change. */
export const thumbnailOffsetMs = 300;

/** A thumbnail's width in canvas px (its height follows the aspect ratio). */
export const thumbnailWidthPx = 160;

/**
 * What a scene's thumbnail evaluates: a workspace of that scene alone (so
 * its time starts at 0 and no neighbour's transition reaches in), with every
 * stored key turned into a URL the browser can load.
 */
export function buildThumbnailWorkspace(workspace: Workspace, scene: Scene, resolve: (path: string) => string): Workspace {
  return {
    ...workspace,
    scenes: [
      {
        ...scene,
        tracks: scene.tracks.map((track) => ({
          ...track,
          layers: track.layers.map((layer) => ('path' in layer ? { ...layer, path: resolve(layer.path) } : layer)),
        })),
      },
    ],
  };
}

/** The time a scene's thumbnail shows, inside the scene even when it is shorter than the offset. */
export function thumbnailTimeMs(scene: Scene): number {
  return Math.max(0, Math.min(thumbnailOffsetMs, scene.duration - 1));
}
