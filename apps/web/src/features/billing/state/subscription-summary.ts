import type { BillingSubscription } from '@talkreel/contract';

/** What the billing page says of the plan's standing; each kind is one sentence of the page's strings. */
export type SubscriptionSummaryKind = 'none' | 'renews' | 'cancels' | 'paymentFailed' | 'lapsed' | 'canceled' | 'incomplete' | 'paused';

export interface SubscriptionSummary {
  kind: SubscriptionSummaryKind;
  /** The date the sentence names (renewal, end, end of the grace), ISO 8601; null when it names none. */
  date: string | null;
  /** Whether the account has a paid plan from the subscription now. */
  isPaidPlan: boolean;
}

/** The sentence for the account's subscription as the last sync found it. */
export function summarizeSubscription(subscription: BillingSubscription | null): SubscriptionSummary {
  if (!subscription) return { kind: 'none', date: null, isPaidPlan: false };
  switch (subscription.status) {
    case 'active':
      return { kind: subscription.cancel_at_period_end ? 'cancels' : 'renews', date: subscription.current_period_end, isPaidPlan: true };
    case 'past_due_grace':
      return { kind: 'paymentFailed', date: subscription.grace_ends_at, isPaidPlan: true };
    case 'lapsed':
    case 'canceled':
    case 'incomplete':
    case 'paused':
      return { kind: subscription.status, date: null, isPaidPlan: false };
    case 'none':
      return { kind: 'none', date: null, isPaidPlan: false };
  }
}
