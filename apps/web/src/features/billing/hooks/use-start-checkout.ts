import { useMutation } from '@tanstack/react-query';
import { startCheckoutRoute, type CheckoutKind } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';

/**
 * POST /v1/billing/checkout, then off to Stripe's payment page (the same
 * tab: Stripe sends the buyer back to `/billing`). `pendingItemId` is the
 * plan or pack whose button was pressed, until the page leaves; a refusal
 * shows as the server's toast.
 */
export function useStartCheckout() {
  const mutation = useMutation({
    mutationFn: (item: { kind: CheckoutKind; itemId: string }) => apiRequest(startCheckoutRoute, { body: { kind: item.kind, item_id: item.itemId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return {
    start: (kind: CheckoutKind, itemId: string) => {
      if (!mutation.isPending && !mutation.isSuccess) mutation.mutate({ kind, itemId });
    },
    pendingItemId: mutation.isPending || mutation.isSuccess ? (mutation.variables?.itemId ?? null) : null,
  };
}
