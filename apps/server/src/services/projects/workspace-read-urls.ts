import { isValidStorageKey, type Storage } from '@talkreel/platform';

interface LayerLike {
  path?: unknown;
}

/**
 * A saved workspace as the browser gets it: an element's `path` that is a
 * storage key (what the server's own builders write: `avatars/798/cover.png`,
 * an upload's key) becomes a read URL, so the preview can load it. URLs and
 * paths stay as they are; the render reads either form.
 */
export async function withReadUrls(storage: Storage, document: Record<string, unknown>): Promise<Record<string, unknown>> {
  const scenes = Array.isArray(document.scenes) ? (document.scenes as { tracks?: { layers?: LayerLike[] }[] }[]) : [];
  const urls = new Map<string, Promise<string>>();
  const urlOf = (key: string) => {
    let url = urls.get(key);
    if (!url) {
      url = storage.createReadUrl(key);
      urls.set(key, url);
    }
    return url;
  };
  const isKey = (path: unknown): path is string => typeof path === 'string' && !path.startsWith('/') && !path.includes(':') && isValidStorageKey(path);
  return {
    ...document,
    scenes: await Promise.all(
      scenes.map(async (scene) => ({
        ...scene,
        tracks: await Promise.all(
          (scene.tracks ?? []).map(async (track) => ({
            ...track,
            layers: await Promise.all((track.layers ?? []).map(async (layer) => (isKey(layer.path) ? { ...layer, path: await urlOf(layer.path) } : layer))),
          })),
        ),
      })),
    ),
  };
}
