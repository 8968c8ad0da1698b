import { queryOptions } from '@tanstack/react-query';
import { listMyVoicesRoute, searchPublicVoicesRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';

/** Under `['voices']`, so a voice saved or cloned elsewhere refreshes these lists too. */
const SPEAKER_VOICE_KEYS = {
  library: (catalogueLanguage: string) => ['voices', 'translation-library', catalogueLanguage] as const,
  mine: ['voices', 'translation-mine'] as const,
};

/** The most voices the library call answers in one page: a language's voices fit in it. */
const LIBRARY_PAGE_SIZE = 100;
const VOICES_STALE_TIME_MS = 10 * 60_000;

/** GET /timbre/elevenlabs/page filtered by one catalogue language (`spanish`): the library voices a speaker can get. */
export function libraryVoicesQueryOptions(catalogueLanguage: string) {
  return queryOptions({
    queryKey: SPEAKER_VOICE_KEYS.library(catalogueLanguage),
    queryFn: async ({ signal }) => {
      await ensureSession();
      const page = await apiRequest(searchPublicVoicesRoute, { query: { language_code: catalogueLanguage, page: 1, page_size: LIBRARY_PAGE_SIZE }, signal });
      return page.list;
    },
    staleTime: VOICES_STALE_TIME_MS,
  });
}

/** GET /timbre/user/list: the user's own voices (a cloned one may be multilingual). */
export function myVoicesQueryOptions() {
  return queryOptions({
    queryKey: SPEAKER_VOICE_KEYS.mine,
    queryFn: async ({ signal }) => {
      await ensureSession();
      return (await apiRequest(listMyVoicesRoute, { signal })).timbres;
    },
    staleTime: VOICES_STALE_TIME_MS,
  });
}
