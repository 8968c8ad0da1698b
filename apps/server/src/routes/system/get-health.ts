import type { FastifyInstance } from 'fastify';
import { BusinessCode, getHealthRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../register-route.ts';

/** Database, queue and storage, each checked for real; any failure answers 50000 with the details. */
export function registerGetHealth(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, getHealthRoute, async (_request, reply) => {
    const { database, queue, storage, config } = context.runtime;
    const [db, queueHealth, storageHealth] = await Promise.all([database.check(), queue.check(), storage.check()]);
    const health = {
      db,
      queue: queueHealth,
      storage: storageHealth,
      engines: { worker: config.RUN_WORKER ? 'in-process' : 'external' },
    };
    if (!db.ok || !queueHealth.ok || !storageHealth.ok) {
      // Still the full report, so an operator sees which part is down.
      reply.status(503);
      return reply.send({ code: BusinessCode.internalError, msg: 'Unhealthy', data: health }) as never;
    }
    return health;
  });
}
