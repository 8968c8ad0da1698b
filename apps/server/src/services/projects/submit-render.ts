import { PLANS, PlanNameSchema } from '@talkreel/contract';
import { renderWorkspaceJob } from '@talkreel/jobs';
import type { UserRow } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { RenderRepository } from '../../repositories/render.repository.ts';
import { WorkspaceRepository } from '../../repositories/workspace.repository.ts';

/** Queues a render of the saved workspace as it is now; the Free plan's videos carry the watermark. */
export async function submitRender(context: AppContext, user: UserRow, projectId: string, workspaceIndex: number): Promise<string> {
  const { db } = context.runtime.database;
  const saved = await new WorkspaceRepository(db).findOwned(user.id, projectId, workspaceIndex);
  if (!saved) throw ApiError.notFound('No such workspace');
  const plan = PLANS[PlanNameSchema.parse(user.plan)];
  const renders = new RenderRepository(db);
  return context.runtime.queue.enqueue(
    renderWorkspaceJob,
    { ownerId: user.id, projectId, workspaceIndex, workspace: saved.document as Record<string, unknown>, watermark: !plan.canRemoveWatermark },
    {
      ownerId: user.id,
      alsoInTransaction: async (trx, taskId) => {
        await renders.create({ project_id: projectId, workspace_index: workspaceIndex, workspace_version: saved.version, task_id: taskId }, trx);
      },
    },
  );
}
