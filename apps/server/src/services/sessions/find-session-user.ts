import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema, UserRow } from '@talkreel/platform';
import { hashSessionToken } from './session-token.ts';

/** The user behind a bearer token, if the session exists, is not revoked and has not expired. */
export async function findSessionUser(db: Kysely<DatabaseSchema>, token: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', hashSessionToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}
