import { createHash } from 'node:crypto';
import { formats } from '@talkreel/formats';
import type { WorkspaceInput } from '@talkreel/timeline';

/**
 * Bumped when the renderer, the face animator or the embedded voices change
 * what the same workspace looks or sounds like: every site video then gets a
 * new key and renders again on the next start.
 */
const siteVideoEngineVersion = 1;

/**
 * The cache key of a site video: a hash of the workspace its recipe builds
 * (script, voices, avatars' designs, layout), the output scale and the engine
 * version. Equal keys make the same video, so a finished render under a key
 * is reused for as long as nothing that shapes the video changes.
 */
export function siteVideoCacheKey(workspace: WorkspaceInput): string {
  const hash = createHash('sha256').update(JSON.stringify({ engineVersion: siteVideoEngineVersion, scale: formats.site_video.renderScale, workspace }));
  return hash.digest('hex').slice(0, 24);
}

/** Where a finished site video and its poster lie in storage: under its cache key, so a changed recipe never overwrites a served file. */
export function siteVideoStorageKeys(cacheKey: string): { videoKey: string; posterKey: string } {
  return { videoKey: `site-videos/${cacheKey}/video.mp4`, posterKey: `site-videos/${cacheKey}/poster.jpg` };
}
