import type { SessionRepository } from '@talkreel/platform';
import { createSessionToken, hashSessionToken } from './session-token.ts';

const userSessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** A new bearer token for a signed-in user (in the sign-in's transaction when `sessions` is bound to one). */
export async function createUserSession(sessions: SessionRepository, userId: string): Promise<string> {
  const token = createSessionToken();
  await sessions.create({ tokenHash: hashSessionToken(token), userId, expiresAt: new Date(Date.now() + userSessionLifetimeMs) });
  return token;
}
