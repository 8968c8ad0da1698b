import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitRenderTasksRoute, type RenderStatus } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { VIDEO_QUERY_KEYS } from '../api/video-query-options.ts';
import { getShownVideo } from '../state/render-state.ts';

/**
 * POST /project/task/submit for one workspace. The new task shows as queued
 * at once, which starts the 1 s status polling, and the video shown so far
 * stays (as `last_done`, which the server keeps too); My Videos refreshes.
 */
export function useRenderAgain(projectId: string, index: number) {
  const queryClient = useQueryClient();
  const key = VIDEO_QUERY_KEYS.renderStatus(projectId, index);
  return useMutation({
    mutationFn: () => apiRequest(submitRenderTasksRoute, { body: { tasks: [{ project_id: projectId, index }] } }),
    onSuccess: ({ tasks }) => {
      const previous = queryClient.getQueryData<RenderStatus>(key);
      const queued: RenderStatus = {
        status: 'queued',
        progress: 0,
        stage: 'queued',
        task_id: tasks[0]?.task_id ?? null,
        video_url: null,
        cover_url: null,
        subtitle_url: null,
        vtt_url: null,
        duration: null,
        error: null,
        last_done: previous ? getShownVideo(previous) : null,
      };
      queryClient.setQueryData(key, queued);
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: VIDEO_QUERY_KEYS.list });
    },
  });
}
