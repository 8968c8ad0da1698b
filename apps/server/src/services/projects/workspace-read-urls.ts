import { isValidStorageKey, type Storage } from '@talkreel/platform';

interface LayerLike {
  path?: unknown;
}

interface SceneLike {
  tracks?: { layers?: LayerLike[] }[];
}

/** A saved workspace as the browser gets it, with the keys its read URLs stand for. */
export interface WorkspaceWithReadUrls {
  workspace: Record<string, unknown>;
  /** Storage key → the read URL that replaced it in `workspace`: what an editor maps back before it saves. */
  mediaUrls: Record<string, string>;
}

/** A bare storage key (what the server's builders write: `avatars/798/cover.png`, an upload's key), not a URL or a local path. */
function isBareKey(path: unknown): path is string {
  return typeof path === 'string' && !path.startsWith('/') && !path.includes(':') && isValidStorageKey(path);
}

/**
 * The storage key an element's path names when it is one of this server's
 * read URLs (`/files/<key>?expires=…&signature=…`, or a presigned S3 URL);
 * undefined for a bare key, a local path or another site's URL. A bare key is
 * never taken for a URL, even one that starts `files/`.
 */
export function readUrlKeyOf(storage: Storage, path: unknown): string | undefined {
  if (typeof path !== 'string' || isBareKey(path)) return undefined;
  return storage.keyFromUrl(path);
}

/**
 * A saved workspace as the browser gets it: an element's `path` that is a
 * storage key becomes a read URL, so the preview can load it. A path that is
 * already one of this server's read URLs (older documents stored the upload's
 * `full_path`) is signed afresh, since the stored one may have expired. Other
 * URLs and paths stay as they are; the render reads either form.
 * `mediaUrls` maps each key back, because a document saved with read URLs in
 * it would hold links that expire.
 */
export async function withReadUrls(storage: Storage, document: Record<string, unknown>): Promise<WorkspaceWithReadUrls> {
  const scenes = Array.isArray(document.scenes) ? (document.scenes as SceneLike[]) : [];
  const urls = new Map<string, Promise<string>>();
  const urlOf = (key: string) => {
    let url = urls.get(key);
    if (!url) {
      url = storage.createReadUrl(key);
      urls.set(key, url);
    }
    return url;
  };
  const keyOf = (path: unknown) => (isBareKey(path) ? path : readUrlKeyOf(storage, path));
  const withUrl = async (layer: LayerLike): Promise<LayerLike> => {
    const key = keyOf(layer.path);
    return key === undefined ? layer : { ...layer, path: await urlOf(key) };
  };
  const workspace = {
    ...document,
    scenes: await Promise.all(
      scenes.map(async (scene) => ({
        ...scene,
        tracks: await Promise.all((scene.tracks ?? []).map(async (track) => ({ ...track, layers: await Promise.all((track.layers ?? []).map(withUrl)) }))),
      })),
    ),
  };
  const mediaUrls: Record<string, string> = {};
  for (const [key, url] of urls) mediaUrls[key] = await url;
  return { workspace, mediaUrls };
}

/**
 * The first element whose `path` is one of this server's read URLs, as the
 * field's path in the workspace (`scenes/0/tracks/0/layers/0/path`); undefined when none is.
 */
export function findReadUrlPath(storage: Storage, document: unknown): string | undefined {
  const scenes = (document as { scenes?: unknown }).scenes;
  if (!Array.isArray(scenes)) return undefined;
  for (const [sceneIndex, scene] of (scenes as SceneLike[]).entries()) {
    const tracks = Array.isArray(scene?.tracks) ? scene.tracks : [];
    for (const [trackIndex, track] of tracks.entries()) {
      const layers = Array.isArray(track?.layers) ? track.layers : [];
      for (const [layerIndex, layer] of layers.entries()) {
        if (readUrlKeyOf(storage, layer?.path) !== undefined) return `scenes/${sceneIndex}/tracks/${trackIndex}/layers/${layerIndex}/path`;
      }
    }
  }
  return undefined;
}
