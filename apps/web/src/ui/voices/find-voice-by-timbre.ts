import { BusinessCode, getVoiceByTimbreRoute, type VoiceItem } from '@talkreel/contract';
import { isApiError } from '../../api/api-error.ts';
import { publishApiError } from '../../api/api-error-events.ts';
import { apiRequest } from '../../api/api-request.ts';
import { ensureSession } from '../session/api/ensure-session.ts';

/** Spec §8: on the voice-by-timbre call these two codes are ignored, with no toast. */
const SILENTLY_IGNORED_CODES: readonly number[] = [BusinessCode.transientRetry, BusinessCode.transientRetryLater];

/** The voice, or null when the server answered 10102 or 10103; any other refusal is shown and thrown. */
export async function findVoiceByTimbre(timbreId: string, signal?: AbortSignal): Promise<VoiceItem | null> {
  await ensureSession();
  try {
    return await apiRequest(getVoiceByTimbreRoute, { query: { timbre_id: timbreId }, signal, isSilent: true });
  } catch (error) {
    if (isApiError(error) && SILENTLY_IGNORED_CODES.includes(error.code)) return null;
    if (isApiError(error)) publishApiError(error);
    throw error;
  }
}
