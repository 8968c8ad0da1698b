import { queryOptions } from '@tanstack/react-query';
import { getProjectInfoRoute, getScriptOptionsRoute, listPodcastHostPairsRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { fetchRenderStatus } from '../../../ui/render-result/fetch-render-status.ts';
import { isRenderUnfinished } from '../../../ui/render-result/render-state.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';
import { isHostPairGenerating } from '../state/host-pair.ts';
import { scriptOutcomeOf } from '../state/script-outcome.ts';

/** Every query of this feature sits under `['podcast']`. */
export const PODCAST_QUERY_KEYS = {
  scriptOptions: ['podcast', 'script-options'] as const,
  hostPairs: ['podcast', 'host-pairs'] as const,
  projectInfo: (projectId: string) => ['podcast', 'project-info', projectId] as const,
  renderStatus: (projectId: string, index: number) => ['podcast', 'render-status', projectId, index] as const,
};

/** Spec §9: a project is polled every 3 s (the script while it is written, the render while it runs). */
export const PODCAST_POLL_INTERVAL_MS = 3000;
/** A pair whose covers are being drawn is looked at again this often, ms. */
const GENERATING_PAIR_POLL_MS = 5000;

/** GET /project/script/options: the languages (default english), tones and what writes scripts on this server. */
export function scriptOptionsQueryOptions() {
  return queryOptions({
    queryKey: PODCAST_QUERY_KEYS.scriptOptions,
    queryFn: ({ signal }) => apiRequest(getScriptOptionsRoute, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET /aigc_avatar/podcast_avatar_demo/list: the user's own pairs first, then the demo pairs; refreshed while a pair is generating. */
export function hostPairsQueryOptions() {
  return queryOptions({
    queryKey: PODCAST_QUERY_KEYS.hostPairs,
    queryFn: async ({ signal }) => {
      await ensureSession();
      return apiRequest(listPodcastHostPairsRoute, { signal });
    },
    refetchInterval: (query) => (query.state.data?.list.some(isHostPairGenerating) ? GENERATING_PAIR_POLL_MS : false),
  });
}

/**
 * GET /project/prj_info: a podcast's status and script, polled every 3 s
 * until the script is there or has failed. A failed call ends the polling
 * (spec §4: a non-zero code ends it; the server's message is on screen).
 */
export function projectInfoQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: PODCAST_QUERY_KEYS.projectInfo(projectId),
    queryFn: async ({ signal }) => {
      await ensureSession();
      return apiRequest(getProjectInfoRoute, { query: { project_id: projectId }, signal });
    },
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.status !== 'error' && (!query.state.data || scriptOutcomeOf(query.state.data) === 'writing') ? PODCAST_POLL_INTERVAL_MS : false,
  });
}

/** GET /project/render/status of the podcast video, every 3 s while it is queued or running. */
export function podcastRenderStatusQueryOptions(projectId: string, index: number) {
  return queryOptions({
    queryKey: PODCAST_QUERY_KEYS.renderStatus(projectId, index),
    queryFn: (context) => fetchRenderStatus(context, projectId, index),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.status !== 'error' && (!query.state.data || isRenderUnfinished(query.state.data.status)) ? PODCAST_POLL_INTERVAL_MS : false,
  });
}
