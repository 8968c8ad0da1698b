import type { Workspace } from '@talkreel/timeline';

/**
 * Storage keys ↔ read URLs. The server sends a workspace with its stored
 * media as read URLs (they expire) and the map it used; the editor keeps
 * and saves the keys, and the preview asks this for a URL it can load.
 */
export class MediaPaths {
  readonly #urlByKey = new Map<string, string>();

  constructor(urlByKey: Record<string, string> = {}) {
    for (const [key, url] of Object.entries(urlByKey)) this.#urlByKey.set(key, url);
  }

  /** A new upload: its key (`full_path`) and the URL to show it by. */
  add(key: string, url: string): void {
    this.#urlByKey.set(key, url);
  }

  /** What the preview loads for an element's path: the key's URL, or the path itself (a URL or a sample's path). */
  resolve = (path: string): string => this.#urlByKey.get(path) ?? path;

  /** The workspace as the editor keeps it: every URL this map knows turned back into its key. */
  toKeys(workspace: Workspace): Workspace {
    const keyByUrl = new Map([...this.#urlByKey].map(([key, url]) => [url, key]));
    if (keyByUrl.size === 0) return workspace;
    return {
      ...workspace,
      scenes: workspace.scenes.map((scene) => ({
        ...scene,
        tracks: scene.tracks.map((track) => ({
          ...track,
          layers: track.layers.map((layer) => {
            const key = 'path' in layer ? keyByUrl.get(layer.path) : undefined;
            return key === undefined ? layer : { ...layer, path: key };
          }),
        })),
      })),
    };
  }
}
