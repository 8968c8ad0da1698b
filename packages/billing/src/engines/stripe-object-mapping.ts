import type Stripe from 'stripe';
import type { CheckoutSessionInfo, InvoiceLineInfo, InvoiceInfo, PriceInfo, RefundInfo, SubscriptionInfo, SubscriptionStatus } from '../payment-provider.ts';

/**
 * The metadata keys this product writes on what it creates in Stripe, and
 * reads back: which account, which plan or pack, how many credits a pack
 * had when it was bought.
 */
export const stripeMetadataKeys = {
  accountId: 'talkreel_account_id',
  itemId: 'talkreel_item_id',
  kind: 'talkreel_kind',
  credits: 'talkreel_credits',
} as const;

/** Stripe times are whole seconds since the epoch. */
export function dateFromStripe(seconds: number): Date {
  return new Date(seconds * 1000);
}

/** The id of an expandable field, whether Stripe sent the id or the object. */
export function idOf(field: string | { id: string } | null | undefined): string | null {
  if (field === null || field === undefined) return null;
  return typeof field === 'string' ? field : field.id;
}

export function toCheckoutSessionInfo(session: Stripe.Checkout.Session): CheckoutSessionInfo {
  const metadata = session.metadata ?? {};
  const credits = Number(metadata[stripeMetadataKeys.credits]);
  return {
    id: session.id,
    kind: session.mode === 'subscription' ? 'subscription' : session.mode === 'payment' && metadata[stripeMetadataKeys.kind] === 'pack' ? 'pack' : null,
    accountId: session.client_reference_id ?? metadata[stripeMetadataKeys.accountId] ?? null,
    customerId: idOf(session.customer),
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paymentStatus: session.payment_status === 'paid' ? 'paid' : session.payment_status === 'no_payment_required' ? 'no_payment_required' : 'unpaid',
    itemId: metadata[stripeMetadataKeys.itemId] ?? null,
    credits: Number.isInteger(credits) && credits > 0 ? credits : null,
    subscriptionId: idOf(session.subscription),
    paymentIntentId: idOf(session.payment_intent),
    amountTotalCents: session.amount_total ?? 0,
    currency: session.currency ?? '',
    createdAt: dateFromStripe(session.created),
  };
}

const subscriptionStatuses: readonly SubscriptionStatus[] = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
];

export function toSubscriptionInfo(subscription: Stripe.Subscription): SubscriptionInfo {
  // Since API version 2025-03-31 the period lives on the items; this product sells one price per subscription.
  const item = subscription.items.data[0];
  const status = subscriptionStatuses.find((known) => known === subscription.status);
  if (!status) throw new Error(`Subscription ${subscription.id} has a status this product does not know: ${subscription.status}`);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    accountId: subscription.metadata[stripeMetadataKeys.accountId] ?? null,
    status,
    priceId: item?.price.id ?? null,
    currentPeriodStart: dateFromStripe(item?.current_period_start ?? subscription.start_date),
    currentPeriodEnd: dateFromStripe(item?.current_period_end ?? subscription.start_date),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelAt: subscription.cancel_at === null ? null : dateFromStripe(subscription.cancel_at),
    endedAt: subscription.ended_at === null ? null : dateFromStripe(subscription.ended_at),
    createdAt: dateFromStripe(subscription.created),
  };
}

export function toInvoiceLineInfo(line: Stripe.InvoiceLineItem): InvoiceLineInfo {
  return {
    priceId: idOf(line.pricing?.price_details?.price),
    amountCents: line.amount,
    isProration: line.parent?.subscription_item_details?.proration ?? false,
    periodStart: dateFromStripe(line.period.start),
    periodEnd: dateFromStripe(line.period.end),
  };
}

/** A paid invoice with all its lines (`lines` as read separately when the invoice's own list was cut short). */
export function toInvoiceInfo(invoice: Stripe.Invoice, lines: Stripe.InvoiceLineItem[]): InvoiceInfo {
  const paidAt = invoice.status_transitions.paid_at ?? invoice.created;
  return {
    id: invoice.id,
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    billingReason: invoice.billing_reason,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    paidAt: dateFromStripe(paidAt),
    lines: lines.map(toInvoiceLineInfo),
  };
}

const refundStatuses: readonly RefundInfo['status'][] = ['pending', 'requires_action', 'succeeded', 'failed', 'canceled'];

export function toRefundInfo(refund: Stripe.Refund, invoiceId: string | null): RefundInfo {
  return {
    id: refund.id,
    amountCents: refund.amount,
    currency: refund.currency,
    // An unknown state takes nothing back.
    status: refundStatuses.find((known) => known === refund.status) ?? 'failed',
    createdAt: dateFromStripe(refund.created),
    chargeId: idOf(refund.charge),
    paymentIntentId: idOf(refund.payment_intent),
    invoiceId,
  };
}

const priceIntervals: readonly NonNullable<PriceInfo['interval']>[] = ['day', 'week', 'month', 'year'];

export function toPriceInfo(price: Stripe.Price): PriceInfo {
  const interval = price.recurring ? priceIntervals.find((known) => known === price.recurring!.interval) : null;
  if (interval === undefined) throw new Error(`Price ${price.id} recurs every ${price.recurring?.interval}, which this product does not know`);
  return {
    id: price.id,
    lookupKey: price.lookup_key,
    isActive: price.active,
    unitAmountCents: price.unit_amount,
    currency: price.currency,
    interval,
    intervalCount: price.recurring?.interval_count ?? 1,
  };
}
