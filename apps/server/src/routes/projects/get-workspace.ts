import type { FastifyInstance } from 'fastify';
import { getWorkspaceRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { getOwnedProject } from '../../services/projects/find-owned-project.ts';
import { registerRoute } from '../register-route.ts';

export function registerGetWorkspace(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, getWorkspaceRoute, async (request) => {
    const user = requireSessionUser(request);
    const { db } = context.runtime.database;
    await getOwnedProject(db, user.id, request.query.project_id);
    const saved = await db
      .selectFrom('workspaces')
      .select(['document', 'version'])
      .where('project_id', '=', request.query.project_id)
      .where('workspace_index', '=', request.query.index)
      .executeTakeFirst();
    if (!saved) throw ApiError.notFound('No such workspace');
    return { project_id: request.query.project_id, index: request.query.index, version: saved.version, workspace: saved.document as Record<string, unknown> };
  });
}
