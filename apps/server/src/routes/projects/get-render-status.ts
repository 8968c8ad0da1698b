import type { FastifyInstance } from 'fastify';
import { getRenderStatusRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { getRenderStatus } from '../../services/projects/get-render-status.ts';
import { registerRoute } from '../register-route.ts';

export function registerGetRenderStatus(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, getRenderStatusRoute, async (request, reply) => {
    const user = requireSessionUser(request);
    reply.header('Cache-Control', 'no-store');
    return getRenderStatus(context.runtime, { ownerId: user.id, projectId: request.query.project_id, workspaceIndex: request.query.index });
  });
}
