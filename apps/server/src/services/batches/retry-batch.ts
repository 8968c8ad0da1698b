import type { UserRow } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { submitRender } from '../projects/submit-render.ts';

/**
 * Renders the failed (or cancelled) rows of the owner's batch again, in one
 * transaction holding the batch's row lock: two retries at once queue each
 * row once, and too few credits for all of them queue none. Each row's
 * credit is debited again (and refunded if it fails again).
 */
export async function retryBatch(context: AppContext, user: UserRow, projectId: string): Promise<{ project_id: string; index: number; task_id: string }[]> {
  return context.runtime.repositories.inTransaction(async (repositories, trx) => {
    if (!(await repositories.batches.lockOwned(user.id, projectId))) throw ApiError.notFound('No such batch');
    const latest = await repositories.renders.findLatestOfEachWorkspace(projectId);
    const failed = [...latest].filter(([, render]) => render.status === 'failed' || render.status === 'cancelled').map(([index]) => index);
    if (failed.length === 0) throw ApiError.invalidInput('No row of this batch has failed: nothing to retry');
    const tasks = [];
    for (const index of failed.sort((a, b) => a - b))
      tasks.push({ project_id: projectId, index, task_id: await submitRender(context, user, projectId, index, trx) });
    return tasks;
  });
}
