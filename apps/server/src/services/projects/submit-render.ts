import { randomUUID } from 'node:crypto';
import { PLANS, PlanNameSchema } from '@talkreel/contract';
import { renderWorkspaceJob } from '@talkreel/jobs';
import { formats } from '@talkreel/formats';
import type { DatabaseSchema, UserRow } from '@talkreel/platform';
import { parseWorkspace } from '@talkreel/timeline';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { checkRenderAllowance } from './check-render-allowance.ts';

/**
 * Queues a render of the saved workspace as it is now. The Free plan's
 * videos carry the watermark, and so do those whose owner asked to keep it.
 * A video with a talking person costs its kind's credit here (its format's
 * `creditCost`, in `@talkreel/formats`), debited with the task (refunded if
 * the render fails), after checkRenderAllowance's plan and length checks; too
 * few credits answer 40200 and queue nothing. It renders at its format's
 * `renderScale`.
 */
export async function submitRender(
  context: AppContext,
  user: UserRow,
  projectId: string,
  workspaceIndex: number,
  transaction?: Transaction<DatabaseSchema>,
): Promise<string> {
  // On PGlite a read outside the caller's open transaction would wait for it forever: one connection.
  const repositories = transaction ? context.runtime.repositories.boundTo(transaction) : context.runtime.repositories;
  const saved = await repositories.workspaces.findOwned(user.id, projectId, workspaceIndex);
  if (!saved) throw ApiError.notFound('No such workspace');
  // Read once here (migrated and checked); the allowance and the job's payload take the parsed workspace.
  const workspace = parseWorkspace(saved.document);
  const plan = PLANS[PlanNameSchema.parse(user.plan)];
  const { renders } = repositories;
  const cost = await checkRenderAllowance(context.runtime, repositories.files, user, saved.projectKind, workspace);
  // Each kind renders at its format's size (talking photos and podcasts at 720p): the workspace's own 1080p is sent as no scale.
  const { renderScale } = formats[saved.projectKind];
  return context.runtime.queue.enqueue(
    renderWorkspaceJob,
    {
      ownerId: user.id,
      projectId,
      workspaceIndex,
      workspace,
      watermark: !plan.canRemoveWatermark || saved.keepWatermark,
      ...(renderScale === 1 ? {} : { scale: renderScale }),
    },
    {
      ownerId: user.id,
      ...(transaction ? { transaction } : {}),
      ...(cost ? { cost: { ...cost, idempotencyKey: `render-${randomUUID()}` } } : {}),
      alsoInTransaction: async (trx, taskId) => {
        await renders.create({ project_id: projectId, workspace_index: workspaceIndex, workspace_version: saved.version, task_id: taskId }, trx);
      },
    },
  );
}
