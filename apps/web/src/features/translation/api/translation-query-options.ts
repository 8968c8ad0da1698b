import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getTranslationOptionsRoute, getTranslationRoute, listProjectsRoute, listTranslationsRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';
import { userInfoQueryOptions } from '../../../ui/session/api/user-info-query-options.ts';
import { VIDEO_QUERY_KEYS } from '../../../ui/videos/video-query-keys.ts';
import { shouldPollTranslation } from '../state/translation-progress.ts';

/** Every translation query sits under `['translation']`; the source videos sit under `['videos']`, so a new render refreshes them. */
export const TRANSLATION_QUERY_KEYS = {
  all: ['translation'] as const,
  options: (sourceLanguage: string) => ['translation', 'options', sourceLanguage] as const,
  list: ['translation', 'list'] as const,
  detail: (id: string) => ['translation', 'detail', id] as const,
  sourceVideos: [...VIDEO_QUERY_KEYS.all, 'translation-sources'] as const,
};

/** The record page reads a running translation this often, ms. */
export const TRANSLATION_POLL_INTERVAL_MS = 2000;
/** The list of past translations refreshes this often while one of them runs, ms. */
const LIST_POLL_INTERVAL_MS = 5000;
const TRANSLATIONS_PAGE_SIZE = 10;
const SOURCE_VIDEOS_PAGE_SIZE = 12;
/** What this server can translate changes only with its configuration. */
const OPTIONS_STALE_TIME_MS = 10 * 60_000;

/** GET /project/translation/options?from=: targets with the engine reaching each, the recogniser, lip sync, limits, price. */
export function translationOptionsQueryOptions(sourceLanguage: string) {
  return queryOptions({
    queryKey: TRANSLATION_QUERY_KEYS.options(sourceLanguage),
    queryFn: async ({ signal }) => {
      await ensureSession();
      return apiRequest(getTranslationOptionsRoute, { query: { from: sourceLanguage }, signal });
    },
    staleTime: OPTIONS_STALE_TIME_MS,
    // A new source language keeps the previous answer on screen until its own arrives.
    placeholderData: (previous) => previous,
  });
}

/**
 * GET /project/translation/detail?id=, every 2 s while it runs (and while a
 * language still renders). A record that has just failed was refunded: the
 * balance on screen is read again. Silent: the page says what went wrong.
 */
export function translationDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: TRANSLATION_QUERY_KEYS.detail(id),
    queryFn: async ({ client, queryKey, signal }) => {
      await ensureSession();
      const record = await apiRequest(getTranslationRoute, { query: { id }, signal, isSilent: true });
      const previous = client.getQueryData<typeof record>(queryKey);
      if (record.status === 'failed' && previous && previous.status !== 'failed') void client.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
      return record;
    },
    refetchInterval: (query) => (query.state.data && shouldPollTranslation(query.state.data) ? TRANSLATION_POLL_INTERVAL_MS : false),
    // The segment table holds the person's edits: a refetch on focus must not look like the record changing under them.
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

/** GET /project/translation/list, newest first, a page at a time; refreshed while one of them runs. */
export function translationListQueryOptions() {
  return infiniteQueryOptions({
    queryKey: TRANSLATION_QUERY_KEYS.list,
    queryFn: async ({ pageParam, signal }) => {
      await ensureSession();
      return apiRequest(listTranslationsRoute, { query: { page: pageParam, size: TRANSLATIONS_PAGE_SIZE }, signal });
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages, lastPageParam) =>
      pages.reduce((count, page) => count + page.list.length, 0) < lastPage.total ? lastPageParam + 1 : undefined,
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.list.some(shouldPollTranslation)) ? LIST_POLL_INTERVAL_MS : false),
  });
}

/**
 * The user's videos to choose from (GET /project/list, as My Videos reads
 * it; that feature's query stays its own). Only a finished render is shown
 * by the picker: its video and length are what the translation starts from.
 */
export function sourceVideosQueryOptions() {
  return infiniteQueryOptions({
    queryKey: TRANSLATION_QUERY_KEYS.sourceVideos,
    queryFn: async ({ pageParam, signal }) => {
      await ensureSession();
      return apiRequest(listProjectsRoute, { query: { page: pageParam, page_size: SOURCE_VIDEOS_PAGE_SIZE }, signal });
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.has_more ? lastPageParam + 1 : undefined),
  });
}
