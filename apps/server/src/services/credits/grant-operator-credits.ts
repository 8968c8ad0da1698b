import { randomUUID } from 'node:crypto';
import { PLANS, PlanNameSchema, type PlanName } from '@talkreel/contract';
import type { Repositories } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { monthKeyOf } from './grant-monthly-credits.ts';

export interface OperatorGrant {
  email: string;
  /** Credits to add, once per call. */
  credits?: number | undefined;
  /** The plan to move the account to; its monthly credits are granted once per month. */
  plan?: PlanName | undefined;
}

export interface OperatorGrantResult {
  email: string;
  plan: PlanName;
  credit: number;
  granted: number;
}

/**
 * What an operator gives an account from the command line (`talkreel credits
 * grant`): credits, or a plan with that plan's month of credits. Each grant is
 * a ledger entry with its reason, in one transaction with the plan change, the
 * account's balance lock first (the money lock order).
 */
export async function grantOperatorCredits(repositories: Repositories, grant: OperatorGrant, now = new Date()): Promise<OperatorGrantResult> {
  const email = grant.email.trim().toLowerCase();
  return repositories.inTransaction(async ({ accounts, creditLedger }) => {
    const user = await accounts.findAnyByEmail(email);
    if (!user || user.status !== 'user') throw ApiError.notFound(`No account signs in with ${email}: the person signs up first, then you grant`);
    await creditLedger.lockBalance(user.id);
    let granted = 0;
    let plan = PlanNameSchema.parse(user.plan);
    if (grant.plan) {
      plan = grant.plan;
      await accounts.setPlan(user.id, plan);
      const monthly = PLANS[plan].monthlyCredits;
      const result = await creditLedger.grant({
        userId: user.id,
        amount: monthly,
        // Moving to the same plan twice in a month grants its credits once.
        idempotencyKey: `operator-plan:${plan}:${monthKeyOf(now)}`,
        reason: `${plan} plan (granted by the operator)`,
      });
      if (!result.isDuplicate) granted += monthly;
    }
    if (grant.credits) {
      await creditLedger.grant({
        userId: user.id,
        amount: grant.credits,
        idempotencyKey: `operator:${randomUUID()}`,
        reason: 'Credits granted by the operator',
      });
      granted += grant.credits;
    }
    const balance = await creditLedger.lockBalance(user.id);
    return { email, plan, credit: balance ?? 0, granted };
  });
}
