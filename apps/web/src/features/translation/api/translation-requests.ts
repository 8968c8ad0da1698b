import { createTranslationRoute, dubTranslationRoute, quoteTranslationRoute, saveTranslationSegmentsRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';
import type { SaveSegmentsBody } from '../state/segment-table.ts';
import type { TranslationRequestBody } from '../state/translation-form.ts';

/** POST /project/translation/quote: the server reads the video and answers its length and the credits it costs. */
export async function quoteTranslation(body: TranslationRequestBody) {
  await ensureSession();
  return apiRequest(quoteTranslationRoute, { body });
}

/** POST /project/translation/create: debits the credits and starts the work. Silent: the caller handles a short balance. */
export async function createTranslation(body: TranslationRequestBody) {
  await ensureSession();
  return apiRequest(createTranslationRoute, { body, isSilent: true });
}

/** PUT /project/translation/segments: the corrected transcript, translations and voices; answers the record. */
export async function saveTranslationSegments(body: SaveSegmentsBody) {
  await ensureSession();
  return apiRequest(saveTranslationSegmentsRoute, { body });
}

/** POST /project/translation/dub: dubs the reviewed upload into every language; answers the record, now dubbing. */
export async function dubTranslation(id: string) {
  await ensureSession();
  return apiRequest(dubTranslationRoute, { body: { id } });
}
