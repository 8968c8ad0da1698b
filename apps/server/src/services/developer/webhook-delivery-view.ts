import type { WebhookDelivery } from '@talkreel/contract';
import type { WebhookDeliveryLogEntry } from '@talkreel/platform';

export function toWebhookDeliveryView(entry: WebhookDeliveryLogEntry): WebhookDelivery {
  return {
    id: entry.id,
    event_id: entry.event_id,
    event_type: entry.eventType,
    status: entry.status,
    created_at: entry.created_at.toISOString(),
    attempts: entry.attempts.map((attempt) => ({
      attempt: attempt.attempt,
      status_code: attempt.status_code,
      response_time_ms: attempt.response_time_ms,
      error: attempt.error,
      created_at: attempt.created_at.toISOString(),
    })),
  };
}
