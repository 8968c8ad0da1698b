import { z } from 'zod';
import { defineJob, webhookRetryDelaysSeconds } from '@talkreel/platform';

export const WebhookDeliveryPayloadSchema = z.object({
  /** The `webhook_deliveries` row: one event to one endpoint or callback URL. */
  deliveryId: z.string().uuid(),
});
export type WebhookDeliveryPayload = z.infer<typeof WebhookDeliveryPayloadSchema>;

export const WebhookDeliveryResultSchema = z.object({
  /** `skipped`: nothing was sent (the endpoint was removed or turned off, or a newer series took over). */
  outcome: z.enum(['delivered', 'failed', 'skipped']),
  /** The attempt that ended the series (0 when skipped). */
  attempt: z.number().int(),
});
export type WebhookDeliveryResult = z.infer<typeof WebhookDeliveryResultSchema>;

/**
 * One series of attempts to POST a signed event (handler: apps/worker). A
 * failed attempt throws and the queue runs it again after the next wait of
 * `webhookRetryDelaysSeconds`; the handler itself ends the series after its
 * last attempt (counted in `webhook_attempts`), so the retry limit here is
 * only a backstop with room for runs lost to dead workers.
 */
export const webhookDeliveryJob = defineJob<WebhookDeliveryPayload, WebhookDeliveryResult>({
  name: 'webhook-delivery',
  payloadSchema: WebhookDeliveryPayloadSchema,
  resultSchema: WebhookDeliveryResultSchema,
  retryLimit: webhookRetryDelaysSeconds.length + 5,
  retryDelaysSeconds: webhookRetryDelaysSeconds,
  // A delivery waits 10 s at most for its answer.
  expireInSeconds: 60,
});
