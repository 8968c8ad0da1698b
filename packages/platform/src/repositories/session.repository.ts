import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema, UserRow } from '../database/database-schema.ts';

/** A live session's user, and when the session expires (a cached copy must not outlive it). */
export interface SessionUserRow {
  user: UserRow;
  sessionExpiresAt: Date;
}

/** Bearer-token sessions (`sessions`), found by the SHA-256 of the token; the token itself is never stored. */
export class SessionRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(session: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({ token_hash: session.tokenHash, user_id: session.userId, expires_at: session.expiresAt, revoked_at: null })
      .execute();
  }

  /** The user behind a token's hash, if the session exists, is not revoked and has not expired. */
  async findUser(tokenHash: string): Promise<SessionUserRow | undefined> {
    const row = await this.db
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

  async revoke(tokenHash: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  /** Signs the user out everywhere (a password reset). */
  async revokeAllOfUser(userId: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
