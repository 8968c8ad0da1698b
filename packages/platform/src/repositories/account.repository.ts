import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema, UserRow } from '../database/database-schema.ts';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** Signed-up accounts (`users` with status 'user') and their sessions, as the sign-in routes read and change them. */
export class AccountRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  findByEmail(email: string, executor: Executor = this.db): Promise<UserRow | undefined> {
    return executor.selectFrom('users').selectAll().where('email', '=', email).where('status', '=', 'user').executeTakeFirst();
  }

  /** Any row holding the email, guest or account: an address is taken once. */
  async isEmailTaken(email: string, executor: Executor = this.db): Promise<boolean> {
    return (await executor.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
  }

  /** The account's id, or undefined when no account uses the email. */
  async setPasswordHash(email: string, passwordHash: string, executor: Executor = this.db): Promise<string | undefined> {
    const row = await executor
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('email', '=', email)
      .where('status', '=', 'user')
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async revokeSession(tokenHash: string, executor: Executor = this.db): Promise<void> {
    await executor
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  async revokeAllSessions(userId: string, executor: Executor = this.db): Promise<void> {
    await executor
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
