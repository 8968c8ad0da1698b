import { queryOptions } from '@tanstack/react-query';
import { getBatchStatusRoute, listBatchesRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';
import { userInfoQueryOptions } from '../../../ui/session/api/user-info-query-options.ts';
import { isBatchUnfinished } from '../state/batch-progress.ts';
import { BATCH_QUERY_KEYS } from './batch-query-keys.ts';

/** The batch page follows its rows this often while any is queued or running, ms. */
export const BATCH_STATUS_POLL_INTERVAL_MS = 2000;

/** GET /batch/status, polled every 2 s while a row is unfinished; a row that failed since the last answer was refunded, so the balance is fetched again. */
export function batchStatusQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: BATCH_QUERY_KEYS.status(projectId),
    queryFn: async ({ client, queryKey, signal }) => {
      await ensureSession();
      const status = await apiRequest(getBatchStatusRoute, { query: { project_id: projectId }, signal });
      const previous = client.getQueryData<typeof status>(queryKey);
      if (previous && status.failed > previous.failed) void client.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
      return status;
    },
    refetchInterval: (query) => (query.state.data && isBatchUnfinished(query.state.data) ? BATCH_STATUS_POLL_INTERVAL_MS : false),
  });
}

/** GET /batch/list: the caller's batches, newest first. */
export function batchListQueryOptions() {
  return queryOptions({
    queryKey: BATCH_QUERY_KEYS.list,
    queryFn: async ({ signal }) => {
      await ensureSession();
      return apiRequest(listBatchesRoute, { signal });
    },
  });
}
