import { queryOptions } from '@tanstack/react-query';
import { getProductRoute, getScriptOptionsRoute, listSampleLinksRoute, productStatus } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';
import { ANALYSIS_POLL_INTERVAL_MS } from '../state/analysis-pacing.ts';

/** Every query of this feature sits under `['product']`. */
export const PRODUCT_QUERY_KEYS = {
  sampleLinks: ['product', 'sample-links'] as const,
  scriptOptions: ['product', 'script-options'] as const,
  record: (lookupId: string) => ['product', 'record', lookupId] as const,
};

/** GET /project/analyze/random_url/list, key 3: sample product pages to try. */
export function sampleProductLinksQueryOptions() {
  return queryOptions({
    queryKey: PRODUCT_QUERY_KEYS.sampleLinks,
    queryFn: async ({ signal }) => (await apiRequest(listSampleLinksRoute, { signal, isSilent: true }))[3],
    staleTime: 10 * 60_000,
  });
}

/** GET /project/script/options: the languages scripts can be written in here (`topic_languages`: the writers' languages). */
export function productScriptOptionsQueryOptions() {
  return queryOptions({
    queryKey: PRODUCT_QUERY_KEYS.scriptOptions,
    queryFn: ({ signal }) => apiRequest(getScriptOptionsRoute, { signal }),
    staleTime: 10 * 60_000,
  });
}

/**
 * GET /project/analyze/product_new?id= (a project id or a product id): the
 * product record, read again every 700 ms while its page is still being
 * analysed. Silent: the page says what went wrong in place.
 */
export function productRecordQueryOptions(lookupId: string) {
  return queryOptions({
    queryKey: PRODUCT_QUERY_KEYS.record(lookupId),
    queryFn: async ({ signal }) => {
      await ensureSession();
      return apiRequest(getProductRoute, { query: { id: lookupId }, signal, isSilent: true });
    },
    refetchInterval: (query) => (query.state.data?.status === productStatus.analyzing ? ANALYSIS_POLL_INTERVAL_MS : false),
    // The form holds the person's edits: a refetch on focus must not be taken for the record changing under them.
    refetchOnWindowFocus: false,
    retry: 1,
  });
}
