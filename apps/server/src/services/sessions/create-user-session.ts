import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '@talkreel/platform';
import { createSessionToken, hashSessionToken } from './session-token.ts';

const userSessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** A new bearer token for a signed-in user. */
export async function createUserSession(executor: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>, userId: string): Promise<string> {
  const token = createSessionToken();
  await executor
    .insertInto('sessions')
    .values({ token_hash: hashSessionToken(token), user_id: userId, expires_at: new Date(Date.now() + userSessionLifetimeMs), revoked_at: null })
    .execute();
  return token;
}
