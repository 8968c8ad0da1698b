import type { Transaction } from 'kysely';
import { PLANS } from '@talkreel/contract';
import { grantCredits, type DatabaseSchema } from '@talkreel/platform';

/** A new account on the Free plan with the Free plan's credits, recorded in the ledger. */
export async function createAccount(
  trx: Transaction<DatabaseSchema>,
  account: { email: string | null; nickname: string; passwordHash: string | null },
): Promise<string> {
  const user = await trx
    .insertInto('users')
    .values({
      status: 'user',
      email: account.email,
      nickname: account.nickname.slice(0, 64),
      password_hash: account.passwordHash,
      plan: 'Free',
      credit: 0,
      device_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await grantCredits(trx, { userId: user.id, amount: PLANS.Free.monthlyCredits, idempotencyKey: 'welcome', reason: 'Welcome credits (Free plan)' });
  return user.id;
}
