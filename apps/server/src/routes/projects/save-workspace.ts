import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { BusinessCode, saveWorkspaceRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { getOwnedProject } from '../../services/projects/find-owned-project.ts';
import { parseWorkspaceInput } from '../../services/projects/parse-workspace-input.ts';
import { registerRoute } from '../register-route.ts';

/** Saves only over the version the client loaded; a save in between answers 40900. */
export function registerSaveWorkspace(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, saveWorkspaceRoute, async (request) => {
    const user = requireSessionUser(request);
    const { db } = context.runtime.database;
    await getOwnedProject(db, user.id, request.body.project_id);
    const workspace = parseWorkspaceInput(request.body.workspace);
    const saved = await db
      .updateTable('workspaces')
      .set({ document: JSON.stringify(workspace), version: sql`version + 1`, updated_at: sql`now()` })
      .where('project_id', '=', request.body.project_id)
      .where('workspace_index', '=', request.body.index)
      .where('version', '=', request.body.version)
      .returning('version')
      .executeTakeFirst();
    if (!saved) throw new ApiError(BusinessCode.conflict, 'This video was changed somewhere else: reload it to see the latest version');
    await db.updateTable('projects').set({ updated_at: sql`now()` }).where('id', '=', request.body.project_id).execute();
    return { version: saved.version };
  });
}
