import type { Kysely } from 'kysely';
import type { DatabaseSchema, UserRow } from '../database/database-schema.ts';

/** Signed-up accounts (`users` with status 'user'), as sign-in, sign-up and the operator's grant read and change them. */
export class AccountRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).where('status', '=', 'user').executeTakeFirst();
  }

  /** The signed-up account with this id; undefined for a guest or a deleted account. */
  findSignedUp(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).where('status', '=', 'user').executeTakeFirst();
  }

  /** Whatever row holds the email, guest or account (the caller tells them apart by status). */
  findAnyByEmail(email: string): Promise<Pick<UserRow, 'id' | 'plan' | 'status'> | undefined> {
    return this.db.selectFrom('users').select(['id', 'plan', 'status']).where('email', '=', email).executeTakeFirst();
  }

  /** Any row holding the email, guest or account: an address is taken once. */
  async isEmailTaken(email: string): Promise<boolean> {
    return (await this.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
  }

  /** A new account on the Free plan with no credits yet (the welcome grant is the ledger's); returns its id. */
  async create(account: { email: string | null; nickname: string; passwordHash: string | null }): Promise<string> {
    const user = await this.db
      .insertInto('users')
      .values({
        status: 'user',
        email: account.email,
        nickname: account.nickname,
        password_hash: account.passwordHash,
        plan: 'Free',
        credit: 0,
        device_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return user.id;
  }

  /** The account's id, or undefined when no account uses the email. */
  async setPasswordHash(email: string, passwordHash: string): Promise<string | undefined> {
    const row = await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('email', '=', email)
      .where('status', '=', 'user')
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** Moves the account to a plan (its credits are the ledger's: take the balance lock first, see `lockAccountBalance`). */
  async setPlan(userId: string, plan: string): Promise<void> {
    await this.db.updateTable('users').set({ plan }).where('id', '=', userId).execute();
  }
}
