import { useMutation } from '@tanstack/react-query';
import { openBillingPortalRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';

/** POST /v1/billing/portal, then off to Stripe's customer portal, which returns to `/billing`. */
export function useOpenBillingPortal() {
  const mutation = useMutation({
    mutationFn: () => apiRequest(openBillingPortalRoute),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return {
    open: () => {
      if (!mutation.isPending && !mutation.isSuccess) mutation.mutate();
    },
    isOpening: mutation.isPending || mutation.isSuccess,
  };
}
