import type { CreditClawback, CreditGrant } from '../customer-billing-state.ts';
import type { RefundInfo } from '../payment-provider.ts';

/** Credits a purchase gives, and when. */
export interface CreditInstalment {
  idempotencyKey: string;
  credits: number;
  dueAt: Date;
  reason: string;
}

/** One payment that grants credits: a pack, a monthly invoice, a yearly invoice (twelve instalments), an upgrade's difference. */
export interface Purchase {
  /** `invoice:<id>` or `checkout:<id>`: what refunds are matched to. */
  key: string;
  reason: string;
  amountPaidCents: number;
  /** In the order they come due. */
  instalments: CreditInstalment[];
  /** No instalment comes due at or after this time (its subscription ended early); null when none stops. */
  stopsAt: Date | null;
}

/** A purchase's ledger changes by `now`, and when its next instalment comes due. */
export interface PurchaseCredits {
  grants: CreditGrant[];
  clawbacks: CreditClawback[];
  nextDueAt: Date | null;
}

/** Refunds in these states take credits back: money on its way to the customer. */
const countedRefundStatuses: ReadonlySet<RefundInfo['status']> = new Set(['succeeded', 'pending']);

/**
 * Replays one purchase's history (instalments coming due, refunds) in time
 * order. A refund lowers what the purchase is worth in credits in proportion
 * to the money given back (rounded down); what the customer holds from it
 * above that is clawed back, and later instalments only fill up to it. A
 * yearly plan refunded pro rata for its unused months therefore claws back
 * nothing: its remaining months just never come due.
 *
 * Every amount depends only on events before it (a grant on refunds before
 * its due time, a clawback on grants before the refund), so syncing the same
 * Stripe state again, at any later time, yields the same entries: a replay
 * applies nothing twice and changes no amount.
 */
export function computePurchaseCredits(purchase: Purchase, refunds: readonly RefundInfo[], now: Date): PurchaseCredits {
  const totalCredits = purchase.instalments.reduce((sum, instalment) => sum + instalment.credits, 0);
  const worthAfter = (refundedCents: number): number => {
    if (purchase.amountPaidCents <= 0) return totalCredits;
    const keptCents = Math.max(0, purchase.amountPaidCents - refundedCents);
    return Math.floor((totalCredits * keptCents) / purchase.amountPaidCents);
  };
  const counted = refunds
    .filter((refund) => countedRefundStatuses.has(refund.status))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const isDue = (instalment: CreditInstalment) => instalment.dueAt <= now && (purchase.stopsAt === null || instalment.dueAt < purchase.stopsAt);
  const grants: CreditGrant[] = [];
  const clawbacks: CreditClawback[] = [];
  let scheduled = 0;
  let held = 0;
  let refundedCents = 0;
  let refundIndex = 0;
  // A refund made exactly when an instalment comes due follows it.
  const applyRefundsBefore = (time: Date | undefined) => {
    while (refundIndex < counted.length && (time === undefined || counted[refundIndex]!.createdAt < time)) {
      const refund = counted[refundIndex++]!;
      refundedCents += refund.amountCents;
      const clawed = Math.max(0, held - worthAfter(refundedCents));
      if (clawed > 0) clawbacks.push({ idempotencyKey: `refund:${refund.id}`, credits: clawed, reason: `Refund: ${purchase.reason}` });
      held -= clawed;
    }
  };
  let nextDueAt: Date | null = null;
  for (const instalment of purchase.instalments) {
    if (!isDue(instalment)) {
      const stopped = purchase.stopsAt !== null && instalment.dueAt >= purchase.stopsAt;
      if (!stopped && nextDueAt === null && instalment.dueAt > now) nextDueAt = instalment.dueAt;
      continue;
    }
    applyRefundsBefore(instalment.dueAt);
    scheduled += instalment.credits;
    const credits = Math.max(0, Math.min(scheduled, worthAfter(refundedCents)) - held);
    if (credits > 0) grants.push({ idempotencyKey: instalment.idempotencyKey, credits, reason: instalment.reason, dueAt: instalment.dueAt });
    held += credits;
  }
  applyRefundsBefore(undefined);
  // A purchase refunded to nothing has no instalment left to wait for.
  if (nextDueAt !== null && worthAfter(refundedCents) <= held) nextDueAt = null;
  return { grants, clawbacks, nextDueAt };
}
