import { PLANS } from '@talkreel/contract';
import type { CustomerBillingState } from '@talkreel/billing';
import { subscriptionPlanStatuses, type Repositories } from '@talkreel/platform';

/** What applying a sync changed. */
export interface AppliedBillingState {
  /** False when a sync that read Stripe later had already stored its state (this one's plan was not written). */
  isCurrent: boolean;
  /** Credits added by grants that were new. */
  grantedCredits: number;
  /** Credits taken back by refunds that were new (capped at the balance). */
  takenCredits: number;
}

export function isSubscriptionPlanStatus(status: string): boolean {
  return (subscriptionPlanStatuses as readonly string[]).includes(status);
}

/**
 * Writes what a sync with Stripe found, in one transaction, the balance lock
 * first (the money lock order): the stored billing state (only when this
 * sync's ticket is the latest), the account's plan, then every grant and
 * clawback under its Stripe-named key, so those already applied are no-ops.
 *
 * The plan: a subscription that gives a plan sets it; one that stops giving
 * it (cancelled, lapsed) moves the account to Free. An account that never
 * had a plan from a subscription keeps its plan (one the operator gave).
 */
export async function applyBillingState(
  repositories: Repositories,
  userId: string,
  ticket: string,
  state: CustomerBillingState & { customerId: string },
  now: Date,
): Promise<AppliedBillingState | undefined> {
  return repositories.inTransaction(async ({ accounts, billingCustomers, creditLedger }) => {
    if ((await creditLedger.lockBalance(userId)) === undefined) return undefined;
    const previous = await billingCustomers.findByUser(userId);
    const isCurrent = await billingCustomers.saveState(
      userId,
      ticket,
      {
        stripeCustomerId: state.customerId,
        subscriptionId: state.subscriptionId,
        plan: state.plan,
        planItemId: state.planItemId,
        status: state.status,
        currentPeriodEnd: state.currentPeriodEnd,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        graceEndsAt: state.graceEndsAt,
        nextSyncAt: state.nextSyncAt,
      },
      now,
    );
    if (isCurrent) {
      if (isSubscriptionPlanStatus(state.status)) await accounts.setPlan(userId, state.plan);
      else if (previous && isSubscriptionPlanStatus(previous.status)) await accounts.setPlan(userId, PLANS.Free.name);
    }
    let grantedCredits = 0;
    for (const grant of state.grants) {
      const result = await creditLedger.grant({ userId, amount: grant.credits, idempotencyKey: grant.idempotencyKey, reason: grant.reason });
      if (!result.isDuplicate) grantedCredits += grant.credits;
    }
    let takenCredits = 0;
    for (const clawback of state.clawbacks) {
      const result = await creditLedger.clawBack({ userId, amount: clawback.credits, idempotencyKey: clawback.idempotencyKey, reason: clawback.reason });
      takenCredits += result.takenCredits;
    }
    return { isCurrent, grantedCredits, takenCredits };
  });
}
