import type { FastifyInstance } from 'fastify';
import { getBatchStatusRoute, listBatchesRoute, retryBatchRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { getBatchStatus } from '../../services/batches/get-batch-status.ts';
import { retryBatch } from '../../services/batches/retry-batch.ts';
import { registerRoute } from '../register-route.ts';

/** Batches the list shows: a user makes few, each up to 100 videos. */
const listedBatches = 50;

/** A batch's page: its rows' progress, retrying failed rows, and the caller's batches. */
export function registerBatchStatusRoutes(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, getBatchStatusRoute, async (request, reply) => {
    const user = requireSessionUser(request);
    reply.header('Cache-Control', 'no-store');
    return getBatchStatus(context.runtime, user.id, request.query.project_id);
  });
  registerRoute(app, retryBatchRoute, async (request) => {
    const user = requireSessionUser(request);
    return { tasks: await retryBatch(context, user, request.body.project_id) };
  });
  registerRoute(app, listBatchesRoute, async (request) => {
    const user = requireSessionUser(request);
    const batches = await context.runtime.repositories.batches.listByOwner(user.id, listedBatches);
    return {
      batches: batches.map((batch) => ({
        project_id: batch.project_id,
        name: batch.name,
        template_id: batch.template_id,
        total: batch.rows.length,
        created_at: batch.created_at.toISOString(),
      })),
    };
  });
}
