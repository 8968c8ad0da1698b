import type { PlanName } from '@talkreel/contract';
import type { ResolvedBillingConfig, ResolvedBillingPlan } from '../billing-catalog.ts';
import type { BillingStatus } from '../customer-billing-state.ts';
import type { InvoiceInfo, SubscriptionInfo } from '../payment-provider.ts';
import { findPeriodLine } from './find-purchases.ts';

/** The plan part of a customer's billing state. */
export interface PlanState {
  plan: PlanName;
  planItemId: string | null;
  status: BillingStatus;
  subscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: Date | null;
}

/** What a subscription means for the account. */
interface SubscriptionStanding {
  subscription: SubscriptionInfo;
  plan: ResolvedBillingPlan;
  status: BillingStatus;
  graceEndsAt: Date | null;
}

/** Statuses in which the account has the paid plan. */
const paidStatuses: ReadonlySet<BillingStatus> = new Set(['active', 'past_due_grace']);
/** Which standing wins when a customer has several subscriptions. */
const statusRank: Record<BillingStatus, number> = { active: 6, past_due_grace: 5, lapsed: 4, canceled: 3, paused: 2, incomplete: 1, none: 0 };

/**
 * The account's plan from its subscriptions at `now`:
 * - active (or trialing): the plan, until the period ends when it is set to
 *   cancel then (Stripe ends it at that time; this does not wait for the event);
 * - past_due or unpaid: the plan for `graceMs` after the end of the last paid
 *   period, then Free (`lapsed`);
 * - canceled, incomplete, paused: Free.
 * With several subscriptions (a second checkout), the best standing wins,
 * then the most monthly credits, then the newest.
 */
export function decidePlanState(
  subscriptions: readonly SubscriptionInfo[],
  invoices: readonly InvoiceInfo[],
  config: ResolvedBillingConfig,
  now: Date,
  graceMs: number,
  warnings: string[],
): PlanState {
  const standings: SubscriptionStanding[] = [];
  for (const subscription of subscriptions) {
    const plan = config.plans.find((candidate) => candidate.priceId === subscription.priceId);
    if (!plan) {
      warnings.push(`Subscription ${subscription.id} is for price ${subscription.priceId ?? 'none'}, which is not a configured plan: it gives no plan`);
      continue;
    }
    standings.push({ subscription, plan, ...standingOf(subscription, invoices, config, now, graceMs) });
  }
  standings.sort(
    (a, b) =>
      statusRank[b.status] - statusRank[a.status] ||
      (paidStatuses.has(a.status) ? b.plan.monthlyCredits - a.plan.monthlyCredits : 0) ||
      b.subscription.createdAt.getTime() - a.subscription.createdAt.getTime(),
  );
  const best = standings[0];
  if (!best)
    return { plan: 'Free', planItemId: null, status: 'none', subscriptionId: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, graceEndsAt: null };
  const hasPlan = paidStatuses.has(best.status);
  return {
    plan: hasPlan ? best.plan.tier : 'Free',
    planItemId: hasPlan ? best.plan.id : null,
    status: best.status,
    subscriptionId: best.subscription.id,
    currentPeriodEnd: best.subscription.currentPeriodEnd,
    cancelAtPeriodEnd: best.subscription.cancelAtPeriodEnd,
    graceEndsAt: best.graceEndsAt,
  };
}

function standingOf(
  subscription: SubscriptionInfo,
  invoices: readonly InvoiceInfo[],
  config: ResolvedBillingConfig,
  now: Date,
  graceMs: number,
): Pick<SubscriptionStanding, 'status' | 'graceEndsAt'> {
  switch (subscription.status) {
    case 'active':
    case 'trialing': {
      const endsAt = subscription.cancelAt ?? (subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null);
      return { status: endsAt !== null && now >= endsAt ? 'canceled' : 'active', graceEndsAt: null };
    }
    case 'past_due':
    case 'unpaid': {
      const graceEndsAt = new Date(lastPaidPeriodEnd(subscription, invoices, config).getTime() + graceMs);
      return { status: now < graceEndsAt ? 'past_due_grace' : 'lapsed', graceEndsAt };
    }
    case 'incomplete':
      return { status: 'incomplete', graceEndsAt: null };
    case 'paused':
      return { status: 'paused', graceEndsAt: null };
    case 'canceled':
    case 'incomplete_expired':
      return { status: 'canceled', graceEndsAt: null };
  }
}

/**
 * When the subscription's paid time ran out: the latest end of a paid
 * period line (a renewal that failed twice does not move it). Stripe starts
 * the next period when it tries to renew, paid or not, so without a paid
 * invoice at hand that period's start is the same time.
 */
function lastPaidPeriodEnd(subscription: SubscriptionInfo, invoices: readonly InvoiceInfo[], config: ResolvedBillingConfig): Date {
  let latest: Date | undefined;
  for (const invoice of invoices) {
    if (invoice.subscriptionId !== subscription.id) continue;
    const period = findPeriodLine(invoice, config);
    if (period && (latest === undefined || period.line.periodEnd > latest)) latest = period.line.periodEnd;
  }
  return latest ?? subscription.currentPeriodStart;
}
