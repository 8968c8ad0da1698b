import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createWebhookRoute,
  deleteWebhookRoute,
  resendWebhookDeliveryRoute,
  sendTestWebhookRoute,
  updateWebhookRoute,
  type CreateWebhookRequest,
} from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { DEVELOPER_QUERY_KEYS } from '../api/developer-query-options.ts';

/** What the endpoint dialog saves: a new endpoint, or an existing one with its on/off switch. */
export type SaveWebhookInput = { id: null; request: CreateWebhookRequest } | { id: string; request: CreateWebhookRequest & { enabled: boolean } };

/** POST /v1/webhooks or PUT /v1/webhooks/:id. Silent: the dialog shows the server's message itself. */
export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveWebhookInput) =>
      input.id === null
        ? apiRequest(createWebhookRoute, { body: input.request, isSilent: true })
        : apiRequest(updateWebhookRoute, { params: { id: input.id }, body: input.request, isSilent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVELOPER_QUERY_KEYS.webhooks }),
  });
}

/** DELETE /v1/webhooks/:id; a refusal shows as the server's toast. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteWebhookRoute, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVELOPER_QUERY_KEYS.webhooks }),
  });
}

/** POST /v1/webhooks/:id/test, then the endpoint's log is read again (and polled while the delivery is tried). */
export function useSendTestWebhook(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(sendTestWebhookRoute, { params: { id: endpointId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVELOPER_QUERY_KEYS.deliveries(endpointId) }),
  });
}

/** POST /v1/webhooks/:id/deliveries/:deliveryId/resend: a new series of attempts, same webhook-id. */
export function useResendWebhookDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => apiRequest(resendWebhookDeliveryRoute, { params: { id: endpointId, deliveryId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVELOPER_QUERY_KEYS.deliveries(endpointId) }),
  });
}
