import { queryOptions } from '@tanstack/react-query';
import { fetchRenderStatus } from '../../../ui/render-result/fetch-render-status.ts';
import { isRenderUnfinished } from '../../../ui/render-result/render-state.ts';
import { VIDEO_QUERY_KEYS } from '../../../ui/videos/video-query-keys.ts';

/** The export follows its render this often, ms. */
const EXPORT_POLL_INTERVAL_MS = 1000;

/** GET /project/render/status under My Videos' key (an export shows there too), polled while it runs. */
export function editorRenderStatusQueryOptions(projectId: string, index: number) {
  return queryOptions({
    queryKey: VIDEO_QUERY_KEYS.renderStatus(projectId, index),
    queryFn: (context) => fetchRenderStatus(context, projectId, index),
    refetchInterval: (query) => (query.state.data && isRenderUnfinished(query.state.data.status) ? EXPORT_POLL_INTERVAL_MS : false),
  });
}
