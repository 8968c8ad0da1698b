import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { syncCheckoutRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { userInfoQueryOptions } from '../../../ui/session/api/user-info-query-options.ts';
import { billingQueryOptions } from '../api/billing-query-options.ts';

/**
 * Stripe's way back (`/billing?session_id=…`): the checkout is synced with
 * Stripe once (POST /v1/billing/sync, the same sync the webhook runs, so the
 * credits are there whichever comes first), the balance and the billing page
 * reloaded, and the id taken out of the address so a reload does not ask again.
 */
export function useCheckoutReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const sessionId = searchParams.get('session_id');
  const { mutate, ...mutation } = useMutation({
    mutationFn: (id: string) => apiRequest(syncCheckoutRoute, { body: { session_id: id }, isSilent: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: billingQueryOptions().queryKey });
    },
  });
  useEffect(() => {
    if (!sessionId) return;
    mutate(sessionId);
    setSearchParams(
      (params) => {
        params.delete('session_id');
        return params;
      },
      { replace: true },
    );
  }, [sessionId, mutate, setSearchParams]);
  return { result: mutation.data, isSyncing: mutation.isPending, hasFailed: mutation.isError };
}
