import { PLANS } from '@talkreel/contract';
import type { Repositories } from '@talkreel/platform';

/**
 * A new account on the Free plan with the Free plan's credits, recorded in
 * the ledger. Pass repositories bound to the transaction that needs the
 * account (sign-up, a first social sign-in): the row and its grant commit together.
 */
export async function createAccount(
  repositories: Repositories,
  account: { email: string | null; nickname: string; passwordHash: string | null },
): Promise<string> {
  const userId = await repositories.accounts.create({ ...account, nickname: account.nickname.slice(0, 64) });
  await repositories.creditLedger.grant({ userId, amount: PLANS.Free.monthlyCredits, idempotencyKey: 'welcome', reason: 'Welcome credits (Free plan)' });
  return userId;
}
