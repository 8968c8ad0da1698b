import { PLANS, PlanNameSchema } from '@talkreel/contract';
import { renderWorkspaceJob } from '@talkreel/jobs';
import type { UserRow } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';

/** Queues a render of the saved workspace as it is now; the Free plan's videos carry the watermark. */
export async function submitRender(context: AppContext, user: UserRow, projectId: string, workspaceIndex: number): Promise<string> {
  const { db } = context.runtime.database;
  const saved = await db
    .selectFrom('workspaces')
    .innerJoin('projects', 'projects.id', 'workspaces.project_id')
    .select(['workspaces.document', 'workspaces.version'])
    .where('workspaces.project_id', '=', projectId)
    .where('workspaces.workspace_index', '=', workspaceIndex)
    .where('projects.owner_id', '=', user.id)
    .executeTakeFirst();
  if (!saved) throw ApiError.notFound('No such workspace');
  const plan = PLANS[PlanNameSchema.parse(user.plan)];
  return context.runtime.queue.enqueue(
    renderWorkspaceJob,
    { ownerId: user.id, projectId, workspaceIndex, workspace: saved.document as Record<string, unknown>, watermark: !plan.canRemoveWatermark },
    {
      ownerId: user.id,
      alsoInTransaction: async (trx, taskId) => {
        await trx.insertInto('renders').values({ project_id: projectId, workspace_index: workspaceIndex, workspace_version: saved.version, task_id: taskId }).execute();
      },
    },
  );
}
