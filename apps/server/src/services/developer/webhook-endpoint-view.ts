import { WebhookEventTypeSchema, type WebhookEndpoint, type WebhookEventType } from '@talkreel/contract';
import type { WebhookEndpointRow } from '@talkreel/platform';

export function toWebhookEndpointView(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.event_types.filter((type): type is WebhookEventType => WebhookEventTypeSchema.safeParse(type).success),
    secret: row.secret,
    enabled: row.disabled_at === null,
    disabled_reason: row.disabled_reason,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
