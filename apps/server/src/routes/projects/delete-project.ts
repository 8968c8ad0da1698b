import type { FastifyInstance } from 'fastify';
import { deleteProjectRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { deleteProject } from '../../services/projects/delete-project.ts';
import { registerRoute } from '../register-route.ts';

export function registerDeleteProject(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, deleteProjectRoute, async (request) => {
    const user = requireSessionUser(request);
    return deleteProject(context.runtime, user.id, request.body.project_id);
  });
}
