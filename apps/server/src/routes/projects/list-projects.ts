import type { FastifyInstance } from 'fastify';
import { listProjectsRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { getRenderStatus } from '../../services/projects/get-render-status.ts';
import { registerRoute } from '../register-route.ts';

export function registerListProjects(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, listProjectsRoute, async (request) => {
    const user = requireSessionUser(request);
    const { page, page_size: pageSize } = request.query;
    const rows = await context.runtime.database.db
      .selectFrom('projects')
      .selectAll()
      .where('owner_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize)
      .execute();
    const list = [];
    for (const row of rows.slice(0, pageSize)) {
      list.push({
        id: row.id,
        name: row.name,
        kind: row.kind,
        created_at: new Date(row.created_at).toISOString(),
        updated_at: new Date(row.updated_at).toISOString(),
        render: await getRenderStatus(context.runtime, { ownerId: user.id, projectId: row.id, workspaceIndex: 0 }),
      });
    }
    return { list, has_more: rows.length > pageSize };
  });
}
