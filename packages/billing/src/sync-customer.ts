import type { ResolvedBillingConfig } from './billing-catalog.ts';
import type { CreditClawback, CreditGrant, CustomerBillingState } from './customer-billing-state.ts';
import { decidePlanState } from './grants/decide-plan-state.ts';
import { purchaseFromInvoice, purchaseFromPackSession } from './grants/find-purchases.ts';
import { computePurchaseCredits, type Purchase } from './grants/purchase-credits.ts';
import { PaymentProviderError } from './payment-errors.ts';
import type { CheckoutSessionInfo, PaymentProvider, RefundInfo, SubscriptionInfo } from './payment-provider.ts';

/** How long a plan outlives a failed renewal: 7 days after the end of the last paid period. */
export const paymentGraceMs = 7 * 24 * 60 * 60_000;

/** The reads `syncCustomer` makes; a `PaymentProvider` has them. */
export type PaymentHistoryReader = Pick<
  PaymentProvider,
  'readCheckoutSession' | 'readSubscription' | 'listSubscriptions' | 'listPaidInvoices' | 'listPaidPackSessions' | 'listRefunds'
>;

/** Whose billing to sync, and what the caller already knows of it. */
export interface SyncCustomerInput {
  provider: PaymentHistoryReader;
  accountId: string;
  /** The account's stored Stripe customer; null before its first checkout. */
  stripeCustomerId: string | null | undefined;
  /** A subscription the caller heard of (a webhook) that the customer's list may not show yet. */
  subscriptionId?: string | null | undefined;
  /** A checkout just finished (the success page's `session_id`): it names the customer when none is stored. */
  sessionId?: string | null | undefined;
  config: ResolvedBillingConfig;
  now: Date;
  /** `paymentGraceMs` unless given. */
  graceMs?: number;
}

/**
 * Reads an account's whole payment history from the provider and returns
 * what the account should be: its plan, and every credit grant and clawback
 * its payments call for, each under an idempotency key named after the
 * Stripe object (see `CreditGrant`). The caller applies all of them to the
 * ledger, every time: entries already there are no-ops, so a webhook
 * delivered twice, out of order or late, the success page and a periodic
 * sync all converge on the same ledger. Nothing from a webhook payload is
 * used; a session or subscription named by id must belong to this account
 * (else PaymentProviderError `account_mismatch`).
 */
export async function syncCustomer(input: SyncCustomerInput): Promise<CustomerBillingState> {
  const { provider, accountId, config, now } = input;
  const warnings: string[] = [];
  let customerId = input.stripeCustomerId ?? null;
  const mismatch = (what: string) => new PaymentProviderError(`${what} does not belong to account ${accountId}`, 'account_mismatch');

  let finishedSession: CheckoutSessionInfo | undefined;
  const namedSubscriptionIds = new Set<string>(input.subscriptionId ? [input.subscriptionId] : []);
  if (input.sessionId) {
    finishedSession = await provider.readCheckoutSession(input.sessionId);
    if (finishedSession.accountId !== accountId || (customerId && finishedSession.customerId && finishedSession.customerId !== customerId)) {
      throw mismatch(`Checkout ${input.sessionId}`);
    }
    customerId ??= finishedSession.customerId;
    if (finishedSession.subscriptionId) namedSubscriptionIds.add(finishedSession.subscriptionId);
  }
  const namedSubscriptions = await Promise.all([...namedSubscriptionIds].map((id) => provider.readSubscription(id)));
  for (const subscription of namedSubscriptions) {
    if ((customerId && subscription.customerId !== customerId) || (subscription.accountId && subscription.accountId !== accountId)) {
      throw mismatch(`Subscription ${subscription.id}`);
    }
    customerId ??= subscription.customerId;
  }
  if (!customerId) {
    return { customerId: null, ...decidePlanState([], [], config, now, 0, warnings), grants: [], clawbacks: [], nextSyncAt: null, warnings };
  }

  const [listedSubscriptions, invoices, listedPackSessions, refunds] = await Promise.all([
    provider.listSubscriptions(customerId),
    provider.listPaidInvoices({ customerId }),
    provider.listPaidPackSessions(customerId),
    provider.listRefunds(customerId),
  ]);
  const subscriptions = new Map<string, SubscriptionInfo>();
  for (const subscription of [...namedSubscriptions, ...listedSubscriptions]) subscriptions.set(subscription.id, subscription);
  const packSessions = new Map(listedPackSessions.map((session) => [session.id, session]));
  if (finishedSession?.kind === 'pack' && finishedSession.paymentStatus === 'paid') packSessions.set(finishedSession.id, finishedSession);

  const graceMs = input.graceMs ?? paymentGraceMs;
  const planState = decidePlanState([...subscriptions.values()], invoices, config, now, graceMs, warnings);

  const purchases: Purchase[] = [];
  const purchaseKeyByPaymentIntent = new Map<string, string>();
  for (const invoice of [...invoices].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime())) {
    const purchase = purchaseFromInvoice(invoice, config, invoice.subscriptionId ? subscriptions.get(invoice.subscriptionId) : undefined, warnings);
    if (purchase) purchases.push(purchase);
  }
  for (const session of [...packSessions.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const purchase = purchaseFromPackSession(session, config, warnings);
    if (!purchase) continue;
    purchases.push(purchase);
    if (session.paymentIntentId) purchaseKeyByPaymentIntent.set(session.paymentIntentId, purchase.key);
  }

  const refundsByPurchase = new Map<string, RefundInfo[]>();
  for (const refund of refunds) {
    const key = refund.invoiceId ? `invoice:${refund.invoiceId}` : refund.paymentIntentId ? purchaseKeyByPaymentIntent.get(refund.paymentIntentId) : undefined;
    if (!key || !purchases.some((purchase) => purchase.key === key)) {
      if (refund.status === 'succeeded' || refund.status === 'pending')
        warnings.push(`Refund ${refund.id} is for a payment that granted no credits: nothing to take back`);
      continue;
    }
    refundsByPurchase.set(key, [...(refundsByPurchase.get(key) ?? []), refund]);
  }

  const grants: CreditGrant[] = [];
  const clawbacks: CreditClawback[] = [];
  let nextGrantDueAt: Date | null = null;
  for (const purchase of purchases) {
    const credits = computePurchaseCredits(purchase, refundsByPurchase.get(purchase.key) ?? [], now);
    grants.push(...credits.grants);
    clawbacks.push(...credits.clawbacks);
    if (credits.nextDueAt && (nextGrantDueAt === null || credits.nextDueAt < nextGrantDueAt)) nextGrantDueAt = credits.nextDueAt;
  }
  const refundTimes = new Map(refunds.map((refund) => [`refund:${refund.id}`, refund.createdAt.getTime()]));
  grants.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.idempotencyKey.localeCompare(b.idempotencyKey));
  clawbacks.sort((a, b) => refundTimes.get(a.idempotencyKey)! - refundTimes.get(b.idempotencyKey)! || a.idempotencyKey.localeCompare(b.idempotencyKey));

  return { customerId, ...planState, grants, clawbacks, nextSyncAt: earliest([nextGrantDueAt, planChangeAt(planState)]), warnings };
}

/** When the plan changes by itself: a grace runs out, a period set to cancel ends. */
function planChangeAt(state: { status: string; graceEndsAt: Date | null; cancelAtPeriodEnd: boolean; currentPeriodEnd: Date | null }): Date | null {
  if (state.status === 'past_due_grace') return state.graceEndsAt;
  if (state.status === 'active' && state.cancelAtPeriodEnd) return state.currentPeriodEnd;
  return null;
}

function earliest(dates: (Date | null)[]): Date | null {
  return dates.reduce<Date | null>((soonest, date) => (date !== null && (soonest === null || date < soonest) ? date : soonest), null);
}
