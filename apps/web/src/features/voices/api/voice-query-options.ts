import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getVoiceFilterOptionsRoute, listMyVoicesRoute, searchPublicVoicesRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';
import { toVoiceSearchQuery, type VoiceFilters } from '../state/voice-filters.ts';

/** Every voice query sits under `['voices']`, so one invalidation refreshes them all. */
export const VOICE_QUERY_KEYS = {
  publicLibrary: ['voices', 'public'] as const,
  publicSearch: (filters: VoiceFilters) => ['voices', 'public', filters] as const,
  filterOptions: (languageCode: string) => ['voices', 'filter-options', languageCode] as const,
  mine: ['voices', 'mine'] as const,
  byTimbre: (timbreId: string) => ['voices', 'timbre', timbreId] as const,
};

/** The filter options change only with the voice catalogue: kept for the whole visit. */
const FILTER_OPTIONS_STALE_TIME_MS = 60 * 60 * 1000;

/** GET /timbre/elevenlabs/page: the public library, 36 voices a page while `has_more`. */
export function publicVoicesQueryOptions(filters: VoiceFilters) {
  return infiniteQueryOptions({
    queryKey: VOICE_QUERY_KEYS.publicSearch(filters),
    queryFn: async ({ pageParam, signal }) => {
      await ensureSession();
      return apiRequest(searchPublicVoicesRoute, { query: toVoiceSearchQuery(filters, pageParam), signal });
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.has_more ? lastPageParam + 1 : undefined),
  });
}

/**
 * GET /timbre/elevenlabs/label_enum: language, accent, gender, age and use
 * case options. With `languageCode` the accents are that language's only.
 */
export function voiceFilterOptionsQueryOptions(languageCode = '') {
  return queryOptions({
    queryKey: VOICE_QUERY_KEYS.filterOptions(languageCode),
    queryFn: async ({ signal }) => {
      await ensureSession();
      return apiRequest(getVoiceFilterOptionsRoute, {
        query: { language_code: languageCode === '' ? undefined : languageCode },
        signal,
      });
    },
    staleTime: FILTER_OPTIONS_STALE_TIME_MS,
  });
}

/** GET /timbre/user/list: the account's own voices, newest first (spec §6: only the owner's). */
export function myVoicesQueryOptions() {
  return queryOptions({
    queryKey: VOICE_QUERY_KEYS.mine,
    queryFn: async ({ signal }) => {
      await ensureSession();
      const { timbres } = await apiRequest(listMyVoicesRoute, { signal });
      return timbres;
    },
  });
}
