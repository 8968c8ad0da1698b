import { webhookDeliveryJob } from '@talkreel/jobs';
import { implementJob, type Runtime } from '@talkreel/platform';
import { attemptWebhookDelivery } from '../webhooks/attempt-webhook-delivery.ts';
import { createWebhookFetcher } from '../webhooks/create-webhook-fetcher.ts';

/** A failed attempt whose series goes on: the queue runs the task again after the schedule's next wait. */
class WebhookAttemptFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookAttemptFailedError';
  }
}

/** One attempt per run of a `webhook-delivery` task (see attemptWebhookDelivery). */
export function createWebhookDeliveryHandler(runtime: Runtime) {
  const allowHosts = runtime.config.FETCH_ALLOW_HOSTS?.split(',');
  const fetcher = createWebhookFetcher({ allowPrivateNetworks: runtime.config.WEBHOOKS_ALLOW_PRIVATE, ...(allowHosts ? { allowHosts } : {}) });
  return implementJob(webhookDeliveryJob, async (payload, context) => {
    const outcome = await attemptWebhookDelivery(
      { repositories: runtime.repositories, queue: runtime.queue, fetcher, now: () => new Date() },
      { deliveryId: payload.deliveryId, taskId: context.taskId, signal: context.signal, completeInTransaction: context.completeInTransaction },
    );
    if (outcome.kind === 'retry') throw new WebhookAttemptFailedError(`Attempt ${outcome.attempt}: ${outcome.error}`);
    return { outcome: outcome.kind, attempt: outcome.kind === 'skipped' ? 0 : outcome.attempt };
  });
}
