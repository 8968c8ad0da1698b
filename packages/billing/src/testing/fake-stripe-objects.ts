import type {
  FakeCheckoutSession,
  FakeCustomer,
  FakeInvoice,
  FakePayment,
  FakePortalSession,
  FakePrice,
  FakeRefund,
  FakeStripeData,
  FakeSubscription,
} from './fake-stripe-records.ts';

/** A Stripe object as JSON. */
export type StripeJson = Record<string, unknown>;

/** A page of a list, as Stripe sends it. */
export function renderList(url: string, data: StripeJson[], hasMore = false): StripeJson {
  return { object: 'list', data, has_more: hasMore, url };
}

export function renderCustomer(customer: FakeCustomer): StripeJson {
  return {
    id: customer.id,
    object: 'customer',
    created: customer.created,
    email: customer.email,
    metadata: customer.metadata,
    livemode: false,
    balance: 0,
    currency: null,
    delinquent: false,
    description: null,
    name: null,
    phone: null,
    address: null,
    invoice_prefix: customer.id.slice(4, 12).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function renderPrice(price: FakePrice): StripeJson {
  return {
    id: price.id,
    object: 'price',
    active: price.isActive,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: price.lookupKey,
    metadata: {},
    nickname: null,
    product: price.productId,
    recurring: price.interval ? { interval: price.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' } : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: price.interval ? 'recurring' : 'one_time',
    unit_amount: price.unitAmountCents,
    unit_amount_decimal: String(price.unitAmountCents),
  };
}

export function renderCheckoutSession(session: FakeCheckoutSession, baseUrl: string): StripeJson {
  const isOpen = session.status === 'open';
  return {
    id: session.id,
    object: 'checkout.session',
    amount_subtotal: session.amountTotalCents,
    amount_total: session.amountTotalCents,
    cancel_url: session.cancelUrl,
    client_reference_id: session.clientReferenceId,
    created: session.created,
    currency: session.currency,
    customer: session.customerId,
    customer_email: session.customerEmail,
    expires_at: session.expiresAt,
    invoice: session.invoiceId,
    livemode: false,
    metadata: session.metadata,
    mode: session.mode,
    payment_intent: session.paymentIntentId,
    payment_method_types: ['card'],
    payment_status: session.paymentStatus,
    status: session.status,
    subscription: session.subscriptionId,
    success_url: session.successUrl,
    ui_mode: 'hosted',
    // Stripe's hosted page link, only while the session can be paid.
    url: isOpen ? `${baseUrl}/checkout/${session.id}` : null,
  };
}

export function renderSubscription(subscription: FakeSubscription, data: FakeStripeData): StripeJson {
  const price = data.prices.get(subscription.priceId)!;
  return {
    id: subscription.id,
    object: 'subscription',
    billing_cycle_anchor: subscription.periodStart,
    cancel_at: subscription.cancelAt,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: subscription.canceledAt,
    collection_method: 'charge_automatically',
    created: subscription.created,
    currency: price.currency,
    customer: subscription.customerId,
    ended_at: subscription.endedAt,
    items: renderList(`/v1/subscription_items?subscription=${subscription.id}`, [
      {
        id: subscription.itemId,
        object: 'subscription_item',
        created: subscription.created,
        current_period_start: subscription.periodStart,
        current_period_end: subscription.periodEnd,
        discounts: [],
        metadata: {},
        price: renderPrice(price),
        quantity: 1,
        subscription: subscription.id,
        tax_rates: [],
      },
    ]),
    latest_invoice: subscription.latestInvoiceId,
    livemode: false,
    metadata: subscription.metadata,
    start_date: subscription.created,
    status: subscription.status,
  };
}

export function renderInvoice(invoice: FakeInvoice, data: FakeStripeData): StripeJson {
  const subscription = invoice.subscriptionId ? data.subscriptions.get(invoice.subscriptionId) : undefined;
  const lines = invoice.lines.map((line) => ({
    id: line.id,
    object: 'line_item',
    amount: line.amountCents,
    currency: invoice.currency,
    description: line.description,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoice.id,
    livemode: false,
    metadata: {},
    parent: subscription
      ? {
          type: 'subscription_item_details',
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: line.isProration,
            proration_details: { credited_items: null },
            subscription: subscription.id,
            subscription_item: subscription.itemId,
          },
        }
      : null,
    period: { start: line.periodStart, end: line.periodEnd },
    pricing: {
      type: 'price_details',
      price_details: { price: line.priceId, product: data.prices.get(line.priceId)?.productId ?? null },
      unit_amount_decimal: String(line.amountCents),
    },
    quantity: 1,
    subtotal: line.amountCents,
    taxes: [],
  }));
  const firstLine = invoice.lines[0];
  return {
    id: invoice.id,
    object: 'invoice',
    amount_due: invoice.amountDueCents,
    amount_paid: invoice.amountPaidCents,
    amount_remaining: invoice.amountDueCents - invoice.amountPaidCents,
    attempt_count: invoice.attemptCount,
    attempted: invoice.attemptCount > 0,
    billing_reason: invoice.billingReason,
    collection_method: 'charge_automatically',
    created: invoice.created,
    currency: invoice.currency,
    customer: invoice.customerId,
    lines: renderList(`/v1/invoices/${invoice.id}/lines`, lines),
    livemode: false,
    metadata: {},
    parent: subscription
      ? { type: 'subscription_details', quote_details: null, subscription_details: { metadata: subscription.metadata, subscription: subscription.id } }
      : null,
    period_start: firstLine?.periodStart ?? invoice.created,
    period_end: firstLine?.periodEnd ?? invoice.created,
    status: invoice.status,
    status_transitions: { finalized_at: invoice.created, marked_uncollectible_at: null, paid_at: invoice.paidAt, voided_at: null },
    subtotal: invoice.amountDueCents,
    total: invoice.amountDueCents,
  };
}

export function renderCharge(payment: FakePayment, data: FakeStripeData, expandRefunds: boolean): StripeJson {
  const refunds = [...data.refunds.values()].filter((refund) => refund.chargeId === payment.id).sort((a, b) => b.sequence - a.sequence);
  return {
    id: payment.id,
    object: 'charge',
    amount: payment.amountCents,
    amount_captured: payment.amountCents,
    amount_refunded: payment.amountRefundedCents,
    captured: true,
    created: payment.created,
    currency: payment.currency,
    customer: payment.customerId,
    livemode: false,
    metadata: payment.metadata,
    paid: true,
    payment_intent: payment.paymentIntentId,
    refunded: payment.amountRefundedCents >= payment.amountCents,
    status: 'succeeded',
    ...(expandRefunds ? { refunds: renderList(`/v1/charges/${payment.id}/refunds`, refunds.map(renderRefund)) } : {}),
  };
}

export function renderRefund(refund: FakeRefund): StripeJson {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amountCents,
    balance_transaction: null,
    charge: refund.chargeId,
    created: refund.created,
    currency: refund.currency,
    metadata: {},
    payment_intent: refund.paymentIntentId,
    reason: null,
    receipt_number: null,
    status: refund.status,
  };
}

export function renderInvoicePayment(payment: FakePayment): StripeJson {
  return {
    id: payment.invoicePaymentId,
    object: 'invoice_payment',
    amount_paid: payment.amountCents,
    amount_requested: payment.amountCents,
    created: payment.created,
    currency: payment.currency,
    invoice: payment.invoiceId,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: payment.paymentIntentId },
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: payment.created },
  };
}

export function renderPortalSession(session: FakePortalSession, baseUrl: string): StripeJson {
  return {
    id: session.id,
    object: 'billing_portal.session',
    configuration: 'bpc_fake',
    created: session.created,
    customer: session.customerId,
    livemode: false,
    locale: null,
    return_url: session.returnUrl,
    url: `${baseUrl}/portal/${session.id}`,
  };
}
