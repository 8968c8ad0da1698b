import { queryOptions } from '@tanstack/react-query';
import { getBillingRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';

/** GET /v1/billing: what is for sale, whether payments are configured, the plan, subscription and payments. */
export function billingQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'overview'] as const,
    queryFn: ({ signal }) => apiRequest(getBillingRoute, { signal }),
    staleTime: 10_000,
  });
}
