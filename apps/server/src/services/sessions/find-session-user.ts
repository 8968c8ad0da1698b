import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema, UserRow } from '@talkreel/platform';

export interface SessionUser {
  user: UserRow;
  /** When the session itself expires: a cached copy must not outlive it. */
  sessionExpiresAt: Date;
}

/** The user behind a session token's hash, if the session exists, is not revoked and has not expired. */
export async function findSessionUser(db: Kysely<DatabaseSchema>, tokenHash: string): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.expires_at as session_expires_at')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_expires_at: sessionExpiresAt, ...user } = row;
  return { user, sessionExpiresAt: new Date(sessionExpiresAt) };
}
