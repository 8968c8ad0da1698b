import { addMonths } from '../grants/add-months.ts';
import { renderCharge, renderCheckoutSession, renderInvoice, renderRefund, renderSubscription, type StripeJson } from './fake-stripe-objects.ts';
import {
  FakeStripeData,
  type FakeCheckoutSession,
  type FakeCustomer,
  type FakeInvoice,
  type FakeMetadata,
  type FakePayment,
  type FakePrice,
  type FakeRefund,
  type FakeSubscription,
} from './fake-stripe-records.ts';

/** An event to deliver: its type and a snapshot of its object. */
export interface FakeStripeEvent {
  type: string;
  object: StripeJson;
}

/** A price to create in the fake. */
export interface FakePriceInput {
  /** `price_…`; a new id unless given (a configuration that names explicit price ids). */
  id?: string;
  lookupKey?: string | null;
  unitAmountCents: number;
  currency: string;
  /** Null or absent for a one-time price. */
  interval?: 'month' | 'year' | null;
  isActive?: boolean;
}

/**
 * The fake's state and what happens to it: what the API creates and what
 * time and customers do (paying, renewing, failing, cancelling, refunding),
 * each returning the events Stripe would send, in Stripe's order.
 */
export class FakeStripeStore extends FakeStripeData {
  createCustomer(email: string | null, metadata: FakeMetadata): FakeCustomer {
    const customer = { id: this.newId('cus'), ...this.stamp(), email, metadata };
    this.customers.set(customer.id, customer);
    return customer;
  }

  createPrice(input: FakePriceInput): FakePrice {
    const price: FakePrice = {
      id: input.id ?? this.newId('price'),
      ...this.stamp(),
      lookupKey: input.lookupKey ?? null,
      unitAmountCents: input.unitAmountCents,
      currency: input.currency,
      interval: input.interval ?? null,
      isActive: input.isActive ?? true,
      productId: this.newId('prod'),
    };
    if (price.lookupKey) {
      // Stripe moves a lookup key to the newest price that claims it (transfer_lookup_key).
      for (const other of this.prices.values()) if (other.lookupKey === price.lookupKey) other.lookupKey = null;
    }
    this.prices.set(price.id, price);
    return price;
  }

  createCheckoutSession(
    input: Omit<
      FakeCheckoutSession,
      'id' | 'sequence' | 'created' | 'status' | 'paymentStatus' | 'subscriptionId' | 'paymentIntentId' | 'invoiceId' | 'expiresAt'
    >,
  ): FakeCheckoutSession {
    const stamp = this.stamp();
    const session: FakeCheckoutSession = {
      id: this.newId('cs_test'),
      ...stamp,
      ...input,
      status: 'open',
      paymentStatus: 'unpaid',
      subscriptionId: null,
      paymentIntentId: null,
      invoiceId: null,
      expiresAt: stamp.created + 24 * 60 * 60,
    };
    this.checkoutSessions.set(session.id, session);
    return session;
  }

  createPortalSession(customerId: string, returnUrl: string) {
    const session = { id: this.newId('bps'), ...this.stamp(), customerId, returnUrl };
    this.portalSessions.set(session.id, session);
    return session;
  }

  /** The buyer pays: a pack's payment goes through, or a subscription starts with its first paid invoice. */
  completeCheckout(sessionId: string): FakeStripeEvent[] {
    const session = this.getRecord(this.checkoutSessions, sessionId, 'checkout.session');
    if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}, not open`);
    session.customerId ??= session.mode === 'subscription' ? this.createCustomer(session.customerEmail, {}).id : null;
    session.status = 'complete';
    session.paymentStatus = 'paid';
    if (session.mode === 'payment') {
      const payment = this.createPayment(session.customerId, session.amountTotalCents, session.currency, null, session.paymentIntentMetadata);
      session.paymentIntentId = payment.paymentIntentId;
      return [{ type: 'checkout.session.completed', object: renderCheckoutSession(session, this.baseUrl) }];
    }
    const price = this.prices.get(session.lineItems[0]!.priceId)!;
    const start = this.nowSeconds();
    const subscription: FakeSubscription = {
      id: this.newId('sub'),
      ...this.stamp(),
      customerId: session.customerId!,
      itemId: this.newId('si'),
      priceId: price.id,
      status: 'active',
      periodStart: start,
      periodEnd: periodEndAfter(start, price),
      cancelAtPeriodEnd: false,
      cancelAt: null,
      canceledAt: null,
      endedAt: null,
      metadata: session.subscriptionMetadata,
      latestInvoiceId: null,
    };
    this.subscriptions.set(subscription.id, subscription);
    const invoice = this.createPeriodInvoice(subscription, 'subscription_create', true);
    session.subscriptionId = subscription.id;
    session.invoiceId = invoice.id;
    return [
      { type: 'customer.subscription.created', object: renderSubscription(subscription, this) },
      { type: 'invoice.paid', object: renderInvoice(invoice, this) },
      { type: 'checkout.session.completed', object: renderCheckoutSession(session, this.baseUrl) },
    ];
  }

  /** The period ends and the renewal is paid: the clock moves to the period end when it is earlier. */
  renewSubscription(subscriptionId: string): FakeStripeEvent[] {
    const subscription = this.startNextPeriod(subscriptionId);
    const invoice = this.createPeriodInvoice(subscription, 'subscription_cycle', true);
    subscription.status = 'active';
    return [
      { type: 'invoice.paid', object: renderInvoice(invoice, this) },
      { type: 'customer.subscription.updated', object: renderSubscription(subscription, this) },
    ];
  }

  /** The period ends and the card is declined: the next period starts unpaid and the subscription is past_due, as Stripe does. */
  failRenewal(subscriptionId: string): FakeStripeEvent[] {
    const subscription = this.startNextPeriod(subscriptionId);
    const invoice = this.createPeriodInvoice(subscription, 'subscription_cycle', false);
    subscription.status = 'past_due';
    return [
      { type: 'invoice.payment_failed', object: renderInvoice(invoice, this) },
      { type: 'customer.subscription.updated', object: renderSubscription(subscription, this) },
    ];
  }

  /** A retry of the failed renewal goes through (now, by the fake's clock). */
  recoverRenewal(subscriptionId: string): FakeStripeEvent[] {
    const subscription = this.getRecord(this.subscriptions, subscriptionId, 'subscription');
    const invoice = subscription.latestInvoiceId ? this.invoices.get(subscription.latestInvoiceId) : undefined;
    if (!invoice || invoice.status !== 'open') throw new Error(`Subscription ${subscriptionId} has no unpaid invoice`);
    this.payInvoice(invoice);
    subscription.status = 'active';
    return [
      { type: 'invoice.paid', object: renderInvoice(invoice, this) },
      { type: 'customer.subscription.updated', object: renderSubscription(subscription, this) },
    ];
  }

  /** The customer cancels in the portal: the plan runs to the period end. */
  cancelAtPeriodEnd(subscriptionId: string): FakeStripeEvent[] {
    const subscription = this.getRecord(this.subscriptions, subscriptionId, 'subscription');
    subscription.cancelAtPeriodEnd = true;
    subscription.cancelAt = subscription.periodEnd;
    subscription.canceledAt = this.nowSeconds();
    return [{ type: 'customer.subscription.updated', object: renderSubscription(subscription, this) }];
  }

  /** The subscription ends: at its period end when set to cancel then (the clock moves there), else now. */
  endSubscription(subscriptionId: string): FakeStripeEvent[] {
    const subscription = this.getRecord(this.subscriptions, subscriptionId, 'subscription');
    if (subscription.cancelAtPeriodEnd) this.moveClockTo(subscription.periodEnd);
    subscription.status = 'canceled';
    subscription.endedAt = this.nowSeconds();
    subscription.canceledAt ??= subscription.endedAt;
    return [{ type: 'customer.subscription.deleted', object: renderSubscription(subscription, this) }];
  }

  /** Gives money back for a charge (`ch_`), a payment intent (`pi_`), an invoice (`in_`) or a pack checkout (`cs_`); all that is left unless an amount is given. */
  refund(targetId: string, amountCents?: number): FakeStripeEvent[] {
    const payment = this.findPayment(targetId);
    const left = payment.amountCents - payment.amountRefundedCents;
    const amount = amountCents ?? left;
    if (amount <= 0 || amount > left) throw new Error(`Cannot refund ${amount} of ${payment.id}: ${left} is left`);
    const refund: FakeRefund = {
      id: this.newId('re'),
      ...this.stamp(),
      chargeId: payment.id,
      paymentIntentId: payment.paymentIntentId,
      amountCents: amount,
      currency: payment.currency,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    payment.amountRefundedCents += amount;
    return [
      { type: 'refund.created', object: renderRefund(refund) },
      { type: 'charge.refunded', object: renderCharge(payment, this, false) },
    ];
  }

  /** A record by id, or an error that names what is missing (the API answers it as Stripe's 404). */
  getRecord<T>(records: Map<string, T>, id: string, kind: string): T {
    const record = records.get(id);
    if (!record) throw new FakeStripeMissingError(kind, id);
    return record;
  }

  private findPayment(targetId: string): FakePayment {
    const byPaymentIntent = (id: string | null) => [...this.payments.values()].find((payment) => payment.paymentIntentId === id);
    const payment = targetId.startsWith('ch_')
      ? this.payments.get(targetId)
      : targetId.startsWith('pi_')
        ? byPaymentIntent(targetId)
        : targetId.startsWith('in_')
          ? this.payments.get(this.invoices.get(targetId)?.chargeId ?? '')
          : targetId.startsWith('cs_')
            ? byPaymentIntent(this.checkoutSessions.get(targetId)?.paymentIntentId ?? null)
            : undefined;
    if (!payment) throw new Error(`No paid charge, payment intent, invoice or checkout session ${targetId}`);
    return payment;
  }

  private startNextPeriod(subscriptionId: string): FakeSubscription {
    const subscription = this.getRecord(this.subscriptions, subscriptionId, 'subscription');
    if (subscription.status === 'canceled') throw new Error(`Subscription ${subscriptionId} has ended`);
    if (subscription.cancelAtPeriodEnd) throw new Error(`Subscription ${subscriptionId} is set to cancel at its period end: end it instead`);
    this.moveClockTo(subscription.periodEnd);
    subscription.periodStart = subscription.periodEnd;
    subscription.periodEnd = periodEndAfter(subscription.periodStart, this.prices.get(subscription.priceId)!);
    return subscription;
  }

  private createPeriodInvoice(subscription: FakeSubscription, billingReason: FakeInvoice['billingReason'], isPaid: boolean): FakeInvoice {
    const price = this.prices.get(subscription.priceId)!;
    const invoice: FakeInvoice = {
      id: this.newId('in'),
      ...this.stamp(),
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      billingReason,
      status: 'open',
      amountDueCents: price.unitAmountCents,
      amountPaidCents: 0,
      currency: price.currency,
      paidAt: null,
      attemptCount: 1,
      lines: [
        {
          id: this.newId('il'),
          priceId: price.id,
          amountCents: price.unitAmountCents,
          periodStart: subscription.periodStart,
          periodEnd: subscription.periodEnd,
          isProration: false,
          description: `1 × subscription (at ${price.unitAmountCents} ${price.currency} / ${price.interval})`,
        },
      ],
      chargeId: null,
    };
    this.invoices.set(invoice.id, invoice);
    subscription.latestInvoiceId = invoice.id;
    if (isPaid) this.payInvoice(invoice);
    return invoice;
  }

  private payInvoice(invoice: FakeInvoice): void {
    const payment = this.createPayment(invoice.customerId, invoice.amountDueCents, invoice.currency, invoice.id, {});
    invoice.status = 'paid';
    invoice.amountPaidCents = invoice.amountDueCents;
    invoice.paidAt = payment.created;
    invoice.chargeId = payment.id;
  }

  private createPayment(customerId: string | null, amountCents: number, currency: string, invoiceId: string | null, metadata: FakeMetadata): FakePayment {
    const payment: FakePayment = {
      id: this.newId('ch'),
      ...this.stamp(),
      paymentIntentId: this.newId('pi'),
      invoicePaymentId: this.newId('inpay'),
      customerId,
      amountCents,
      amountRefundedCents: 0,
      currency,
      invoiceId,
      metadata,
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  private moveClockTo(seconds: number): void {
    if (this.nowSeconds() < seconds) this.setNow(new Date(seconds * 1000));
  }
}

/** An id the fake does not have; the API answers Stripe's `resource_missing`. */
export class FakeStripeMissingError extends Error {
  constructor(
    readonly kind: string,
    readonly id: string,
  ) {
    super(`No such ${kind}: '${id}'`);
    this.name = 'FakeStripeMissingError';
  }
}

function periodEndAfter(startSeconds: number, price: FakePrice): number {
  return Math.floor(addMonths(new Date(startSeconds * 1000), price.interval === 'year' ? 12 : 1).getTime() / 1000);
}
