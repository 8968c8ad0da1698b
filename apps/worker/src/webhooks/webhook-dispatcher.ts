import { randomUUID } from 'node:crypto';
import { webhookDeliveryJob } from '@talkreel/jobs';
import type { JobQueue, Logger, Repositories } from '@talkreel/platform';

export interface WebhookDispatchDependencies {
  repositories: Repositories;
  queue: Pick<JobQueue, 'enqueue'>;
  now: () => Date;
}

/** Events read per pass before the next read. */
const eventsPerRead = 50;

/**
 * Fans the outbox out: each undispatched event becomes one delivery per
 * enabled endpoint subscribed to its type (and one to a render's
 * callback_url), each with its `webhook-delivery` task, and is marked
 * dispatched, all in one transaction per event. Events are locked with SKIP
 * LOCKED, so dispatchers in many processes share the work and never
 * dispatch one twice; a dispatcher killed mid-way rolls back and the event
 * is picked up again. Answers the events dispatched.
 */
export async function dispatchWebhookEvents(dependencies: WebhookDispatchDependencies): Promise<number> {
  const { repositories, queue, now } = dependencies;
  let dispatched = 0;
  for (;;) {
    const eventIds = await repositories.webhookEvents.findUndispatchedIds(eventsPerRead);
    let progressed = false;
    for (const eventId of eventIds) {
      const isDispatched = await repositories.inTransaction(async (bound, trx) => {
        const event = await bound.webhookEvents.lockUndispatched(eventId);
        if (!event) return false;
        const endpoints = await bound.webhookEndpoints.findSubscribed(event.owner_id, event.type);
        const destinations = [
          ...endpoints.map((endpoint) => ({ endpointId: endpoint.id, callbackUrl: null })),
          ...(event.callback_url ? [{ endpointId: null, callbackUrl: event.callback_url }] : []),
        ];
        for (const destination of destinations) {
          const deliveryId = randomUUID();
          const taskId = await queue.enqueue(webhookDeliveryJob, { deliveryId }, { ownerId: event.owner_id, transaction: trx });
          await bound.webhookDeliveries.create({ id: deliveryId, eventId: event.id, ownerId: event.owner_id, ...destination, taskId });
        }
        await bound.webhookEvents.markDispatched(event.id, now());
        return true;
      });
      if (isDispatched) {
        dispatched += 1;
        progressed = true;
      }
    }
    // Nothing left, or what is left is held by another dispatcher.
    if (!progressed) return dispatched;
  }
}

/** How often the outbox is read: an event waits about this long before its first delivery. */
const dispatchIntervalMs = 1000;

/** The dispatch loop of a process that runs jobs: a pass at start and every second, one at a time. */
export function scheduleWebhookDispatch(
  dependencies: WebhookDispatchDependencies & { logger: Logger },
  options: { intervalMs?: number } = {},
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= dispatchWebhookEvents(dependencies)
      .then(
        () => undefined,
        (error: unknown) => dependencies.logger.error({ err: error }, 'webhook dispatch failed; it runs again in a second'),
      )
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? dispatchIntervalMs);
  timer.unref();
  return {
    // A pass in flight finishes before the database closes.
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
