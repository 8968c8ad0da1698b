import type { FastifyInstance } from 'fastify';
import { submitRenderTasksRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { submitRender } from '../../services/projects/submit-render.ts';
import { registerRoute } from '../register-route.ts';

export function registerSubmitRenderTasks(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, submitRenderTasksRoute, async (request) => {
    const user = requireSessionUser(request);
    const tasks = [];
    for (const task of request.body.tasks) {
      tasks.push({ project_id: task.project_id, index: task.index, task_id: await submitRender(context, user, task.project_id, task.index) });
    }
    return { tasks };
  });
}
