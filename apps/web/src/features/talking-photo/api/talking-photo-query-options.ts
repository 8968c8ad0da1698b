import { queryOptions } from '@tanstack/react-query';
import { BusinessCode, listTalkingPhotoPersonsRoute } from '@talkreel/contract';
import { isApiError } from '../../../api/api-error.ts';
import { publishApiError } from '../../../api/api-error-events.ts';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';
import { fingerprintOf } from '../state/photo-tiles.ts';
import { retrySilently } from '../../../api/retry-silently.ts';

/** Every query of this feature sits under `['talking-photo']`. */
export const TALKING_PHOTO_QUERY_KEYS = {
  persons: ['talking-photo', 'persons'] as const,
};

/** Spec §8: these codes on the avatar list are retried silently, up to 3 more times. */
const SILENTLY_RETRIED_CODES: readonly number[] = [BusinessCode.transientRetry, BusinessCode.transientRetryLater];
const MAX_SILENT_RETRIES = 3;
/** Pause before the n-th retry: n × this, ms. */
const RETRY_STEP_MS = 400;

async function findTalkingPhotoPersons(signal: AbortSignal) {
  await ensureSession();
  return retrySilently(
    () => apiRequest(listTalkingPhotoPersonsRoute, { signal, isSilent: true }),
    { codes: SILENTLY_RETRIED_CODES, maxRetries: MAX_SILENT_RETRIES, delayMs: (retry) => retry * RETRY_STEP_MS, signal },
    (error) => {
      if (isApiError(error)) publishApiError(error);
    },
  );
}

/** GET /avatar_library/talking_photo: the avatar row (the user's earlier usable photos, newest first). */
export function talkingPhotoPersonsQueryOptions() {
  return queryOptions({
    queryKey: TALKING_PHOTO_QUERY_KEYS.persons,
    queryFn: ({ signal }) => findTalkingPhotoPersons(signal),
    // Spec §9: the avatar list is kept locally; a photo uploaded here joins it on the next visit.
    staleTime: 5 * 60_000,
  });
}

/**
 * The fingerprint of a stored photo's bytes, to show two uploads of one photo
 * as one tile; undefined when it cannot be read (the tile then stays).
 */
export function photoFingerprintQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['talking-photo', 'photo-fingerprint', url] as const,
    queryFn: async ({ signal }): Promise<string | null> => {
      const response = await fetch(url, { signal });
      return response.ok ? fingerprintOf(new Uint8Array(await response.arrayBuffer())) : null;
    },
    // A stored file never changes under its key.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
