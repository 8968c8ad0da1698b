import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitRenderTasksRoute, type RenderStatus } from '@talkreel/contract';
import { apiRequest } from '../../api/api-request.ts';
import { confirmCredits } from '../credits-confirm/credits-confirm-store.ts';
import { userInfoQueryOptions } from '../session/api/user-info-query-options.ts';
import { VIDEO_QUERY_KEYS } from './video-query-keys.ts';
import { getShownVideo } from '../render-result/render-state.ts';

export interface RenderAgain {
  /** Asks to confirm the credits first when the render costs any, then submits it. */
  start: () => Promise<void>;
  isPending: boolean;
}

/**
 * POST /project/task/submit for one workspace. A render that costs credits
 * is confirmed in the credits dialog first, like every other paid action,
 * and the top bar's balance is fetched again once it is debited. The new
 * task shows as queued at once, which starts the 1 s status polling, and the
 * video shown so far stays (as `last_done`, which the server keeps too);
 * My Videos refreshes.
 */
/** `confirmTitle`: the credits dialog's title, in the calling feature's words. */
export function useRenderAgain(projectId: string, index: number, creditsNeeded: number, confirmTitle: string): RenderAgain {
  const queryClient = useQueryClient();
  const key = VIDEO_QUERY_KEYS.renderStatus(projectId, index);
  const mutation = useMutation({
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
      void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
    },
  });

  const start = async () => {
    if (mutation.isPending) return;
    if (creditsNeeded > 0 && !(await confirmCredits({ title: confirmTitle, creditsNeeded }))) return;
    mutation.mutate();
  };
  return { start, isPending: mutation.isPending };
}
