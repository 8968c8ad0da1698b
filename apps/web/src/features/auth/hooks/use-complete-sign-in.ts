import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { saveAuthToken } from '../../../api/auth-token-storage.ts';

/**
 * Spec §4: success on any sign-in route stores the session token (replacing
 * the guest's) and refreshes user info. Every query is refreshed, as cached
 * data belonged to the guest; resolves once the refetch has landed, so the
 * top bar already shows the account when the dialog closes.
 */
export function useCompleteSignIn(): (token: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string) => {
      saveAuthToken(token);
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
}
