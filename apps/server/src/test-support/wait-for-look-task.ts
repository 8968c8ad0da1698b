import { getLookTaskRoute, type LookTask } from '@talkreel/contract';
import { callRoute, type AppUnderTest } from './call-route.ts';
import { until, type UntilOptions } from './until.ts';

const finishedStatuses: readonly LookTask['status'][] = ['done', 'failed', 'cancelled'];

/**
 * Polls GET /aigc/task until the look generation is done, failed or
 * cancelled, and returns that task (one still unfinished past `timeoutMs`
 * fails the test). Default timeout 150 s.
 */
export function waitForLookTask(product: AppUnderTest, token: string, taskId: string, options: UntilOptions<LookTask> = {}): Promise<LookTask> {
  const read = async () => (await callRoute(product, getLookTaskRoute, { token, query: { unique_id: taskId } })).data;
  return until(read, (task) => finishedStatuses.includes(task.status), { timeoutMs: 150_000, ...options });
}
