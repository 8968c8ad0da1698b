import { createGunzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { batchRenderRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { parseWorkspaceInput } from '../../services/projects/parse-workspace-input.ts';
import { saveBatchWorkspaces } from '../../services/projects/save-batch-workspaces.ts';
import { readRenderCallbackUrl } from '../../services/developer/render-callback-url.ts';
import { submitRender } from '../../services/projects/submit-render.ts';
import { registerRoute } from '../register-route.ts';

/** Decompressed bytes a batch may hold: the cap applies after gunzip, so a gzip bomb stops here. */
const maxBatchBytes = 20 * 1024 * 1024;

/** Saves workspaces (creating the project if needed) and renders each. The body may be gzip-compressed. */
export async function registerBatchRender(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('preParsing', async (request, _reply, payload) => {
      if (request.headers['content-encoding'] !== 'gzip') return payload;
      delete request.headers['content-encoding'];
      let receivedBytes = 0;
      payload.on('data', (chunk: Buffer) => (receivedBytes += chunk.length));
      const inflated: typeof payload = payload.pipe(createGunzip());
      // Fastify checks Content-Length against what arrived on the wire, not what it inflated to.
      Object.defineProperty(inflated, 'receivedEncodedLength', { get: () => receivedBytes });
      return inflated;
    });
    registerRoute(
      scope,
      batchRenderRoute,
      async (request) => {
        const user = requireSessionUser(request);
        const callbackUrl = readRenderCallbackUrl(context.runtime, user, request.body.callback_url);
        const workspaces = request.body.workspaces.map((entry) => ({ index: entry.index, document: parseWorkspaceInput(entry.workspace) }));
        // One transaction: a render that cannot be queued (too few credits) leaves no workspace saved, and the reverse.
        return context.runtime.repositories.inTransaction(async (repositories, trx) => {
          const projectId = await saveBatchWorkspaces(repositories, {
            ownerId: user.id,
            projectId: request.body.project_id,
            name: request.body.name,
            workspaces,
          });
          const tasks = [];
          for (const entry of workspaces) {
            const taskId = await submitRender(context, user, projectId, entry.index, trx);
            if (callbackUrl) await repositories.webhookCallbacks.create(taskId, callbackUrl);
            tasks.push({ project_id: projectId, index: entry.index, task_id: taskId });
          }
          return { project_id: projectId, tasks };
        });
      },
      { bodyLimitBytes: maxBatchBytes },
    );
  });
}
