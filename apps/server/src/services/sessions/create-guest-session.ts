import type { Repositories } from '@talkreel/platform';
import { createSessionToken, hashSessionToken } from './session-token.ts';

const guestSessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/**
 * A token for the guest of this device: the same guest account every time the
 * device asks, so a lost token does not lose the guest's uploads.
 */
export async function createGuestSession(repositories: Repositories, deviceId: string): Promise<string> {
  const token = createSessionToken();
  await repositories.inTransaction(async (bound) => {
    const guestId = await bound.guests.findOrCreateByDevice(deviceId);
    await bound.sessions.create({ tokenHash: hashSessionToken(token), userId: guestId, expiresAt: new Date(Date.now() + guestSessionLifetimeMs) });
  });
  return token;
}
