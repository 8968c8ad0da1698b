import { useQueryClient } from '@tanstack/react-query';
import { logoutRoute } from '@talkreel/contract';
import { useCallback } from 'react';
import { apiRequest } from '../../../api/api-request.ts';
import { removeAuthToken } from '../../../api/auth-token-storage.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';

/**
 * 'Sign out': revokes the token on the server (POST /v1/auth/logout), drops
 * it here even when the server cannot be reached, starts a new guest session
 * and resets every query of the account, so nothing of it stays on screen
 * (installation-wide answers marked `meta.keepOnSignOut` stay).
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await apiRequest(logoutRoute, { isSilent: true });
    } catch {
      // The token is forgotten below either way; an unrevoked one expires on the server.
    }
    removeAuthToken();
    try {
      await ensureSession();
    } finally {
      // Reloading user info retries the guest session if starting it failed just now.
      await queryClient.resetQueries({ predicate: (query) => query.meta?.keepOnSignOut !== true });
    }
  }, [queryClient]);
}
