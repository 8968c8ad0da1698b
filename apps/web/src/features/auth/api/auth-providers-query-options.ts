import { queryOptions } from '@tanstack/react-query';
import { getAuthProvidersRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';

/**
 * GET /v1/auth/providers: which social sign-ins this installation offers.
 * Silent: without an answer the dialog simply shows no social buttons.
 */
export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'providers'] as const,
    queryFn: ({ signal }) => apiRequest(getAuthProvidersRoute, { signal, isSilent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    // The installation's providers do not change with the account: signing out keeps them, so the dialog never reflows.
    meta: { keepOnSignOut: true },
  });
}
