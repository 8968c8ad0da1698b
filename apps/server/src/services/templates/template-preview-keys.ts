import { createHash } from 'node:crypto';
import { formats } from '@talkreel/formats';
import type { Workspace } from '@talkreel/timeline';

/**
 * Bumped when the renderer, the face animator or the embedded voices change
 * what the same workspace looks or sounds like: every template preview then
 * renders again on the next start.
 */
const templatePreviewEngineVersion = 1;

/**
 * The cache key of a template's preview: a hash of its workspace filled with
 * its defaults (text, media keys, which already hash the media's bytes,
 * avatars' looks), the render scale and the engine version. A template
 * changed in any way that shows gets a new key and a new preview.
 */
export function templatePreviewCacheKey(workspace: Workspace): string {
  const hash = createHash('sha256').update(JSON.stringify({ engineVersion: templatePreviewEngineVersion, scale: formats.site_video.renderScale, workspace }));
  return hash.digest('hex').slice(0, 24);
}

/** Where a template's rendered preview lies: under its cache key, so a changed template never overwrites a served file. */
export interface TemplatePreviewKeys {
  videoKey: string;
  coverKey: string;
  /** One JPEG per scene, 0.3 s after the scene starts. */
  thumbnailKeys: string[];
}

export function templatePreviewKeys(cacheKey: string, sceneCount: number): TemplatePreviewKeys {
  const folder = `templates/previews/${cacheKey}`;
  return {
    videoKey: `${folder}/preview.mp4`,
    coverKey: `${folder}/cover.jpg`,
    thumbnailKeys: Array.from({ length: sceneCount }, (_, index) => `${folder}/scene-${index + 1}.jpg`),
  };
}
