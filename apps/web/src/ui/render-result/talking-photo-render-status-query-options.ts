import { queryOptions } from '@tanstack/react-query';
import { fetchRenderStatus } from './fetch-render-status.ts';
import { isRenderUnfinished } from './render-state.ts';

/** Spec §9: a project is polled every 3 s. */
const TALKING_PHOTO_POLL_INTERVAL_MS = 3000;

/** GET /project/render/status of a new talking photo, every 3 s while it is queued or running. */
export function talkingPhotoRenderStatusQueryOptions(projectId: string, index: number) {
  return queryOptions({
    queryKey: ['talking-photo', 'render-status', projectId, index] as const,
    queryFn: (context) => fetchRenderStatus(context, projectId, index),
    staleTime: 0,
    refetchInterval: (query) => (!query.state.data || isRenderUnfinished(query.state.data.status) ? TALKING_PHOTO_POLL_INTERVAL_MS : false),
  });
}
