import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryBatchRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { confirmCredits } from '../../../ui/credits-confirm/credits-confirm-store.ts';
import { userInfoQueryOptions } from '../../../ui/session/api/user-info-query-options.ts';
import { BATCH_QUERY_KEYS } from '../api/batch-query-keys.ts';

/**
 * POST /batch/retry: the failed rows rendered again, their credits debited
 * again (confirmed first when they cost any) and refunded if they fail again.
 * The status query is fetched at once, which restarts its polling.
 */
export function useRetryBatch(projectId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => apiRequest(retryBatchRoute, { body: { project_id: projectId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: BATCH_QUERY_KEYS.status(projectId) });
      void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
    },
  });
  const start = async (creditsNeeded: number, title: string) => {
    if (mutation.isPending) return;
    if (creditsNeeded > 0 && !(await confirmCredits({ title, creditsNeeded }))) return;
    mutation.mutate();
  };
  return { start, isPending: mutation.isPending };
}
