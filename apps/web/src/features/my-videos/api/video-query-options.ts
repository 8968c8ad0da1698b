import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getRenderStatusRoute, getWorkspaceRoute, listProjectsRoute, type RenderStatus } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../session/api/ensure-session.ts';
import { userInfoQueryOptions } from '../../session/api/user-info-query-options.ts';
import { hasRenderEndedUnpaid, isRenderUnfinished } from '../../../ui/render-result/render-state.ts';

/** Every query of this feature sits under `['videos']`. */
export const VIDEO_QUERY_KEYS = {
  all: ['videos'] as const,
  list: ['videos', 'list'] as const,
  summary: (projectId: string) => ['videos', 'summary', projectId] as const,
  workspace: (projectId: string, index: number) => ['videos', 'workspace', projectId, index] as const,
  renderStatus: (projectId: string, index: number) => ['videos', 'render-status', projectId, index] as const,
};

/** Cards per page of My Videos. */
const PROJECTS_PAGE_SIZE = 12;
/** My Videos refreshes this often while any render on it is unfinished, ms. */
export const LIST_POLL_INTERVAL_MS = 2000;
/** The video page follows a running render this often, ms. */
export const RENDER_STATUS_POLL_INTERVAL_MS = 1000;

/** What a render-status query function is handed (TanStack Query's context). */
interface RenderStatusQueryContext {
  client: QueryClient;
  queryKey: QueryKey;
  signal: AbortSignal;
}

/**
 * GET /project/render/status for any page that follows a render. A render
 * that ends failed or cancelled has just had its credit refunded by the
 * server, so the top bar's balance is fetched again.
 */
export async function fetchRenderStatus({ client, queryKey, signal }: RenderStatusQueryContext, projectId: string, index: number): Promise<RenderStatus> {
  await ensureSession();
  const previous = client.getQueryData<RenderStatus>(queryKey);
  const next = await apiRequest(getRenderStatusRoute, { query: { project_id: projectId, index }, signal });
  if (hasRenderEndedUnpaid(previous?.status, next.status)) void client.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
  return next;
}

/** GET /project/list, newest first, a page at a time; polled every 2 s while a render is queued or running. */
export function projectListQueryOptions() {
  return infiniteQueryOptions({
    queryKey: VIDEO_QUERY_KEYS.list,
    queryFn: async ({ client, queryKey, pageParam, signal }) => {
      await ensureSession();
      const page = await apiRequest(listProjectsRoute, { query: { page: pageParam, page_size: PROJECTS_PAGE_SIZE }, signal });
      // A render seen running here that has now failed was refunded: the balance on screen is stale.
      const previous = client.getQueryData<InfiniteData<typeof page>>(queryKey);
      const previousStatus = new Map(previous?.pages.flatMap((earlier) => earlier.list.map((project) => [project.id, project.render.status] as const)));
      const hasRefund = page.list.some(
        (project) => previousStatus.has(project.id) && hasRenderEndedUnpaid(previousStatus.get(project.id), project.render.status),
      );
      if (hasRefund) void client.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.has_more ? lastPageParam + 1 : undefined),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.list.some((project) => isRenderUnfinished(project.render.status))) ? LIST_POLL_INTERVAL_MS : false,
  });
}

/** GET /project/workspace: the timeline document of one workspace of a project. */
export function workspaceQueryOptions(projectId: string, index: number) {
  return queryOptions({
    queryKey: VIDEO_QUERY_KEYS.workspace(projectId, index),
    queryFn: async ({ signal }) => {
      await ensureSession();
      return apiRequest(getWorkspaceRoute, { query: { project_id: projectId, index }, signal });
    },
  });
}

/** GET /project/render/status: the latest render of a workspace, polled every second while it is queued or running. */
export function renderStatusQueryOptions(projectId: string, index: number) {
  return queryOptions({
    queryKey: VIDEO_QUERY_KEYS.renderStatus(projectId, index),
    queryFn: (context) => fetchRenderStatus(context, projectId, index),
    refetchInterval: (query) => (query.state.data && isRenderUnfinished(query.state.data.status) ? RENDER_STATUS_POLL_INTERVAL_MS : false),
  });
}
