import { syncCustomer, type CustomerBillingState, type PaymentProvider } from '@talkreel/billing';
import type { Logger, Repositories } from '@talkreel/platform';
import { applyBillingState, type AppliedBillingState } from './apply-billing-state.ts';

/** What a caller knows that the customer's lists may not show yet; each one checked as the account's before it is given. */
export interface BillingSyncHint {
  /** A checkout just finished (the success page, a checkout event). */
  sessionId?: string | undefined;
  /** A subscription an event named. */
  subscriptionId?: string | undefined;
}

/** A sync's outcome: Stripe's state for the account, and what applying it changed (undefined when the account is gone). */
export interface BillingSyncResult {
  state: CustomerBillingState;
  applied: AppliedBillingState | undefined;
}

export interface SyncBillingAccountInput {
  provider: PaymentProvider;
  repositories: Repositories;
  logger: Logger;
  userId: string;
  /** Every hint of the requests this run answers; the latest of each kind is given. */
  hints: readonly BillingSyncHint[];
  now: Date;
}

/**
 * The one sync of an account with Stripe, used by the webhook, the success
 * page and the scheduled re-sync: a ticket first (see `takeSyncTicket`), then
 * the account's whole payment history read from Stripe (`syncCustomer`,
 * never an event's payload), then the result applied in one transaction.
 */
export async function syncBillingAccount(input: SyncBillingAccountInput): Promise<BillingSyncResult> {
  const { provider, repositories, logger, userId } = input;
  const ticket = await repositories.billingCustomers.takeSyncTicket();
  const stored = await repositories.billingCustomers.findByUser(userId);
  const sessionId = input.hints.findLast((hint) => hint.sessionId)?.sessionId;
  const subscriptionId = input.hints.findLast((hint) => hint.subscriptionId)?.subscriptionId;
  const state = await syncCustomer({
    provider,
    accountId: userId,
    stripeCustomerId: stored?.stripe_customer_id,
    sessionId,
    subscriptionId,
    config: provider.config,
    now: input.now,
  });
  for (const warning of state.warnings) logger.warn({ userId, customerId: state.customerId }, warning);
  if (state.customerId === null) return { state, applied: undefined };
  const applied = await applyBillingState(repositories, userId, ticket, { ...state, customerId: state.customerId }, input.now);
  if (applied && (applied.grantedCredits > 0 || applied.takenCredits > 0)) {
    logger.info(
      { userId, customerId: state.customerId, plan: state.plan, status: state.status, granted: applied.grantedCredits, taken: applied.takenCredits },
      'billing synced with Stripe',
    );
  }
  return { state, applied };
}
