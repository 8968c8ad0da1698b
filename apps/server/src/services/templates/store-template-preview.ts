import type { RenderWorkspaceJobResult } from '@talkreel/jobs';
import type { Runtime } from '@talkreel/platform';
import type { TemplatePreviewKeys } from './template-preview-keys.ts';

/**
 * Copies a finished preview render to the template's keys: the scene
 * thumbnails and cover first, the MP4 last, so a stored preview always has
 * its stills. The render already made the cover at the workspace's
 * `preview_cover_time` and a JPEG 0.3 s into each scene. Storing twice (two
 * processes that saw the render finish) writes the same objects.
 */
export async function storeTemplatePreview(runtime: Pick<Runtime, 'storage'>, render: RenderWorkspaceJobResult, keys: TemplatePreviewKeys): Promise<void> {
  const { storage } = runtime;
  const copy = async (from: string, to: string, contentType: string) => storage.put(to, await storage.read(from), { contentType });
  for (const [index, key] of keys.thumbnailKeys.entries()) {
    const rendered = render.thumbnailKeys[index];
    if (rendered) await copy(rendered, key, 'image/jpeg');
  }
  await copy(render.coverKey, keys.coverKey, 'image/jpeg');
  await copy(render.videoKey, keys.videoKey, 'video/mp4');
}
