import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBatchRoute, type CreateBatchRequest } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { confirmCredits } from '../../../ui/credits-confirm/credits-confirm-store.ts';
import { userInfoQueryOptions } from '../../../ui/session/api/user-info-query-options.ts';
import { VIDEO_QUERY_KEYS } from '../../../ui/videos/video-query-keys.ts';
import { BATCH_QUERY_KEYS } from '../api/batch-query-keys.ts';

export interface CreateBatchCredits {
  total: number;
  title: string;
  description: string;
}

export interface CreateBatch {
  /** Confirms the credits (when any), then POST /batch/create; resolves the new batch's id, or null when the person cancelled. */
  start: (request: CreateBatchRequest, credits: CreateBatchCredits) => Promise<string | null>;
  isPending: boolean;
}

/**
 * Creates a batch after the credits dialog (the total and the balance shown
 * before anything is debited). The server reserves every row's credits at
 * once or creates nothing; the balance, My Videos and the batch list are
 * fetched again after.
 */
export function useCreateBatch(): CreateBatch {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: CreateBatchRequest) => apiRequest(createBatchRoute, { body: request }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: VIDEO_QUERY_KEYS.list });
      void queryClient.invalidateQueries({ queryKey: BATCH_QUERY_KEYS.list });
    },
  });
  const start = async (request: CreateBatchRequest, credits: CreateBatchCredits): Promise<string | null> => {
    if (mutation.isPending) return null;
    if (credits.total > 0 && !(await confirmCredits({ title: credits.title, description: credits.description, creditsNeeded: credits.total }))) {
      return null;
    }
    const created = await mutation.mutateAsync(request);
    return created.project_id;
  };
  return { start, isPending: mutation.isPending };
}
