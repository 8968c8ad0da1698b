import { queryOptions } from '@tanstack/react-query';
import { listApiKeysRoute, listWebhookDeliveriesRoute, listWebhooksRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { hasPendingDelivery } from '../state/delivery-outcome.ts';

/** While a delivery is being tried, its log is read again this often. */
const pendingDeliveryPollMs = 1500;

export const DEVELOPER_QUERY_KEYS = {
  apiKeys: ['developers', 'api-keys'] as const,
  webhooks: ['developers', 'webhooks'] as const,
  deliveries: (endpointId: string) => ['developers', 'webhooks', endpointId, 'deliveries'] as const,
};

/** GET /v1/api-keys: the account's keys, newest first (prefixes only). */
export function apiKeysQueryOptions() {
  return queryOptions({
    queryKey: DEVELOPER_QUERY_KEYS.apiKeys,
    queryFn: ({ signal }) => apiRequest(listApiKeysRoute, { signal, isSilent: true }),
  });
}

/** GET /v1/webhooks: the account's endpoints with their secrets. */
export function webhooksQueryOptions() {
  return queryOptions({
    queryKey: DEVELOPER_QUERY_KEYS.webhooks,
    queryFn: ({ signal }) => apiRequest(listWebhooksRoute, { signal, isSilent: true }),
  });
}

/** GET /v1/webhooks/:id/deliveries, read again while one is still being tried. */
export function webhookDeliveriesQueryOptions(endpointId: string) {
  return queryOptions({
    queryKey: DEVELOPER_QUERY_KEYS.deliveries(endpointId),
    queryFn: ({ signal }) => apiRequest(listWebhookDeliveriesRoute, { params: { id: endpointId }, signal, isSilent: true }),
    refetchInterval: (query) => (query.state.data && hasPendingDelivery(query.state.data.list) ? pendingDeliveryPollMs : false),
  });
}
