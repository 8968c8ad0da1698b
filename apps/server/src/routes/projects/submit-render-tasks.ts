import type { FastifyInstance } from 'fastify';
import { submitRenderTasksRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { readRenderCallbackUrl } from '../../services/developer/render-callback-url.ts';
import { submitRender } from '../../services/projects/submit-render.ts';
import { registerRoute } from '../register-route.ts';

export function registerSubmitRenderTasks(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, submitRenderTasksRoute, async (request) => {
    const user = requireSessionUser(request);
    const callbackUrl = readRenderCallbackUrl(context.runtime, user, request.body.callback_url);
    const tasks = [];
    for (const task of request.body.tasks) {
      // A callback is recorded in the render's own transaction, so no render can end before its callback exists.
      const taskId = callbackUrl
        ? await context.runtime.repositories.inTransaction(async (repositories, trx) => {
            const id = await submitRender(context, user, task.project_id, task.index, trx);
            await repositories.webhookCallbacks.create(id, callbackUrl);
            return id;
          })
        : await submitRender(context, user, task.project_id, task.index);
      tasks.push({ project_id: task.project_id, index: task.index, task_id: taskId });
    }
    return { tasks };
  });
}
