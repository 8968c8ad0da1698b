import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import { getWorkspaceRoute, listProjectsRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';
import { userInfoQueryOptions } from '../../../ui/session/api/user-info-query-options.ts';
import { fetchRenderStatus } from '../../../ui/render-result/fetch-render-status.ts';
import { hasRenderEndedUnpaid, isRenderUnfinished } from '../../../ui/render-result/render-state.ts';
import { VIDEO_QUERY_KEYS } from '../../../ui/videos/video-query-keys.ts';

/** Cards per page of My Videos. */
const PROJECTS_PAGE_SIZE = 12;
/** My Videos refreshes this often while any render on it is unfinished, ms. */
export const LIST_POLL_INTERVAL_MS = 2000;
/** The video page follows a running render this often, ms. */
export const RENDER_STATUS_POLL_INTERVAL_MS = 1000;

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
