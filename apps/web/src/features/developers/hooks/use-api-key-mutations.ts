import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiKeyRoute, revokeApiKeyRoute, type CreateApiKeyRequest } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { DEVELOPER_QUERY_KEYS } from '../api/developer-query-options.ts';

/** POST /v1/api-keys; the answer holds the key this once. Silent: the dialog shows the server's message itself. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateApiKeyRequest) => apiRequest(createApiKeyRoute, { body: request, isSilent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVELOPER_QUERY_KEYS.apiKeys }),
  });
}

/** POST /v1/api-keys/:id/revoke; a refusal shows as the server's toast. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(revokeApiKeyRoute, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVELOPER_QUERY_KEYS.apiKeys }),
  });
}
