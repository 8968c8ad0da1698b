import { getRenderStatusRoute, type RenderStatus } from '@talkreel/contract';
import { callRoute, type AppUnderTest } from './call-route.ts';
import { until, type UntilOptions } from './until.ts';

const finishedStatuses: readonly RenderStatus['status'][] = ['done', 'failed', 'cancelled'];

/**
 * Polls GET /project/render/status until the workspace's latest render is
 * done, failed or cancelled, and returns that status (a render that stays
 * unfinished past `timeoutMs` fails the test). Default timeout 120 s.
 */
export function waitForRender(
  product: AppUnderTest,
  token: string,
  workspace: { projectId: string; index?: number },
  options: UntilOptions<RenderStatus> = {},
): Promise<RenderStatus> {
  const read = async () => {
    const reply = await callRoute(product, getRenderStatusRoute, { token, query: { project_id: workspace.projectId, index: workspace.index ?? 0 } });
    return reply.data;
  };
  return until(read, (status) => finishedStatuses.includes(status.status), { timeoutMs: 120_000, ...options });
}
