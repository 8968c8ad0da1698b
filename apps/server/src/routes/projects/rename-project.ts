import type { FastifyInstance } from 'fastify';
import { renameProjectRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { renameProject } from '../../services/projects/rename-project.ts';
import { registerRoute } from '../register-route.ts';

export function registerRenameProject(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, renameProjectRoute, async (request) => {
    const user = requireSessionUser(request);
    return renameProject(context.runtime.repositories.projects, user.id, request.body.project_id, request.body.name);
  });
}
