import type { ProjectFormat } from './project-format.ts';

/**
 * An uploaded video dubbed into another language: its picture, the dubbed
 * soundtrack and the new captions (the dub job builds the workspace, see
 * apps/worker/src/translation/build-dubbed-workspace.ts). Its render is paid
 * with the translation (per minute, per language), so it has no price of
 * its own; it renders at 720p (the upload's picture is re-encoded, not redrawn).
 */
export const videoTranslationFormat = {
  kind: 'video_translation',
  creditCost: null,
  renderScale: 2 / 3,
  isListed: true,
} satisfies ProjectFormat<'video_translation'>;
