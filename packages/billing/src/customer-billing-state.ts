import type { PlanName } from '@talkreel/contract';

/**
 * Where an account's paid plan stands:
 * - `none`: it never subscribed (Free);
 * - `active`: paid for the current period (also while set to cancel at its end);
 * - `past_due_grace`: a renewal failed; the plan stays for the grace days after the last paid period;
 * - `lapsed`: a renewal failed and the grace is over (Free; Stripe may still collect, which makes it `active` again);
 * - `canceled`: the subscription ended (Free);
 * - `incomplete`: the first payment has not gone through (Free);
 * - `paused`: Stripe paused collection (Free).
 */
export type BillingStatus = 'none' | 'active' | 'past_due_grace' | 'lapsed' | 'canceled' | 'incomplete' | 'paused';

/** Credits to add, once: the ledger's idempotency key makes a second application a no-op. */
export interface CreditGrant {
  /** `invoice:<invoice id>` (a monthly plan's period, a plan upgrade), `invoice:<invoice id>:m<1…12>` (a month of a yearly plan), `checkout:<session id>` (a pack). */
  idempotencyKey: string;
  /** Positive, whole. */
  credits: number;
  /** The ledger entry's text, which the account's credit history shows. */
  reason: string;
  /** When it became due (payment, or the month's start for a yearly plan). */
  dueAt: Date;
}

/** Credits to take back for a refund; the caller caps it at the unspent balance. */
export interface CreditClawback {
  /** `refund:<refund id>`. */
  idempotencyKey: string;
  /** Positive, whole. */
  credits: number;
  reason: string;
}

/** What `syncCustomer` found: the account's plan as Stripe has it, and every credit change its payments call for. */
export interface CustomerBillingState {
  /** The Stripe customer (given, or found through the checkout session); null when there is none yet. */
  customerId: string | null;
  /** The contract plan the account has now. */
  plan: PlanName;
  /** The configured plan (`pro-yearly`) behind `plan`; null on Free. */
  planItemId: string | null;
  status: BillingStatus;
  /** The subscription the plan comes from, or the latest one that ended. */
  subscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When a failed renewal's grace ends (`past_due_grace`, `lapsed`). */
  graceEndsAt: Date | null;
  /** Every grant due by `now` over the customer's whole history, oldest first; apply each by its key. */
  grants: CreditGrant[];
  /** Every clawback over the customer's history, oldest first; apply each by its key. */
  clawbacks: CreditClawback[];
  /**
   * When this state changes next without a Stripe event (a yearly plan's next
   * month of credits, the end of a grace, the end of a cancelled period);
   * sync again then. Null when only an event can change it.
   */
  nextSyncAt: Date | null;
  /** Payments this product cannot map (a price no longer configured, a refund of an unknown payment): for the log. */
  warnings: string[];
}
