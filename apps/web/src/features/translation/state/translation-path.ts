/** The page that starts a translation and lists past ones (site §2: the video translator's button). */
export const VIDEO_TRANSLATION_PATH = '/video-translation';

/** The contract's longest translation id (GET detail `id`). */
const MAX_ID_LENGTH = 100;

/** `/video-translation/:id`: one translation, followed while it runs. */
export function translationRecordPath(id: string): string {
  return `${VIDEO_TRANSLATION_PATH}/${encodeURIComponent(id)}`;
}

/** The id in the address, or null when it cannot be one. */
export function readTranslationId(param: string | undefined): string | null {
  const id = (param ?? '').trim();
  return id !== '' && id.length <= MAX_ID_LENGTH ? id : null;
}
