import type { FastifyInstance } from 'fastify';
import { listProjectsRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { getRenderStatus } from '../../services/projects/get-render-status.ts';
import { registerRoute } from '../register-route.ts';

export function registerListProjects(app: FastifyInstance, context: AppContext): void {
  const { projects } = context.runtime.repositories;
  registerRoute(app, listProjectsRoute, async (request) => {
    const user = requireSessionUser(request);
    const page = await projects.findPageByOwner(user.id, request.query.page, request.query.page_size);
    const list = [];
    for (const row of page.list) {
      list.push({
        id: row.id,
        name: row.name,
        kind: row.kind,
        created_at: new Date(row.created_at).toISOString(),
        updated_at: new Date(row.updated_at).toISOString(),
        is_customized: row.isCustomized,
        render: await getRenderStatus(context.runtime, { ownerId: user.id, projectId: row.id, workspaceIndex: 0 }),
      });
    }
    return { list, has_more: page.hasMore };
  });
}
