import { queryOptions } from '@tanstack/react-query';
import { getUserInfoRoute, type UserInfo } from '@talkreel/contract';
import { isApiError, isServerRefusal } from '../../../api/api-error.ts';
import { publishApiError } from '../../../api/api-error-events.ts';
import { apiRequest } from '../../../api/api-request.ts';
import { findAuthToken, removeAuthToken } from '../../../api/auth-token-storage.ts';
import { ensureSession } from './ensure-session.ts';

async function fetchUserInfo(signal: AbortSignal, isSilent: boolean): Promise<UserInfo> {
  await ensureSession();
  try {
    return await apiRequest(getUserInfoRoute, { signal, isSilent });
  } catch (error) {
    // Spec §4: when user info fails the token goes, so the next load starts a new guest session.
    if (isServerRefusal(error)) removeAuthToken();
    throw error;
  }
}

/**
 * Loads the signed-in user or guest. A stored token the server refuses
 * (expired, or the server's data was reset) is dropped and a new guest
 * session started, once, without showing the first refusal as an error.
 */
async function loadUserInfo(signal: AbortSignal): Promise<UserInfo> {
  const hadStoredToken = findAuthToken() !== undefined;
  try {
    return await fetchUserInfo(signal, hadStoredToken);
  } catch (error) {
    if (!hadStoredToken || !isApiError(error)) throw error;
    if (!isServerRefusal(error)) {
      publishApiError(error);
      throw error;
    }
    return fetchUserInfo(signal, false);
  }
}

const USER_INFO_QUERY_KEY = ['session', 'user-info'] as const;

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: USER_INFO_QUERY_KEY,
    queryFn: ({ signal }) => loadUserInfo(signal),
    retry: false,
    staleTime: 30_000,
  });
}
