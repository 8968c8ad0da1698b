import { APP_ID, createGuestSessionRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { findAuthToken, saveAuthToken } from '../../../api/auth-token-storage.ts';
import { getDeviceId } from '../state/device-id.ts';

/** The guest request in flight, shared so that parallel callers start one session, not several. */
let pendingGuestSession: Promise<string> | undefined;

async function createGuestSession(): Promise<string> {
  const { token } = await apiRequest(createGuestSessionRoute, {
    body: { appid: APP_ID, device_id: getDeviceId() },
  });
  saveAuthToken(token);
  return token;
}

/**
 * Resolves to a session token: the stored one, or a new guest session's
 * (spec §4: a visitor is signed in as a guest silently, and before any upload).
 */
export function ensureSession(): Promise<string> {
  const storedToken = findAuthToken();
  if (storedToken) return Promise.resolve(storedToken);
  pendingGuestSession ??= createGuestSession().finally(() => {
    pendingGuestSession = undefined;
  });
  return pendingGuestSession;
}
