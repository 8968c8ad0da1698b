import { randomBytes } from 'node:crypto';

/** Metadata as Stripe keeps it: string values by key. */
export type FakeMetadata = Record<string, string>;

/** Times are whole seconds since the epoch, as Stripe sends them; `sequence` orders lists newest first. */
interface FakeRecord {
  id: string;
  sequence: number;
  created: number;
}

export interface FakeCustomer extends FakeRecord {
  email: string | null;
  metadata: FakeMetadata;
}

export interface FakePrice extends FakeRecord {
  lookupKey: string | null;
  unitAmountCents: number;
  currency: string;
  /** Null for a one-time price. */
  interval: 'month' | 'year' | null;
  isActive: boolean;
  productId: string;
}

export interface FakeCheckoutSession extends FakeRecord {
  mode: 'payment' | 'subscription';
  customerId: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  lineItems: { priceId: string; quantity: number }[];
  metadata: FakeMetadata;
  subscriptionMetadata: FakeMetadata;
  paymentIntentMetadata: FakeMetadata;
  successUrl: string;
  cancelUrl: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  subscriptionId: string | null;
  paymentIntentId: string | null;
  invoiceId: string | null;
  amountTotalCents: number;
  currency: string;
  expiresAt: number;
}

export interface FakeSubscription extends FakeRecord {
  customerId: string;
  itemId: string;
  priceId: string;
  status: 'active' | 'past_due' | 'unpaid' | 'canceled';
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  metadata: FakeMetadata;
  latestInvoiceId: string | null;
}

export interface FakeInvoiceLine {
  id: string;
  priceId: string;
  amountCents: number;
  periodStart: number;
  periodEnd: number;
  isProration: boolean;
  description: string;
}

export interface FakeInvoice extends FakeRecord {
  customerId: string;
  subscriptionId: string | null;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  status: 'open' | 'paid';
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  paidAt: number | null;
  attemptCount: number;
  lines: FakeInvoiceLine[];
  /** The payment that paid it (its charge). */
  chargeId: string | null;
}

/** A payment intent with its one successful charge, which is all the adapter needs of either. */
export interface FakePayment extends FakeRecord {
  /** `ch_…`; `id` is the same. */
  paymentIntentId: string;
  invoicePaymentId: string;
  customerId: string | null;
  amountCents: number;
  amountRefundedCents: number;
  currency: string;
  invoiceId: string | null;
  metadata: FakeMetadata;
}

export interface FakeRefund extends FakeRecord {
  chargeId: string;
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface FakePortalSession extends FakeRecord {
  customerId: string;
  returnUrl: string;
}

/** Everything the fake holds, in memory, with its clock. */
export class FakeStripeData {
  readonly customers = new Map<string, FakeCustomer>();
  readonly prices = new Map<string, FakePrice>();
  readonly checkoutSessions = new Map<string, FakeCheckoutSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  /** By charge id. */
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly portalSessions = new Map<string, FakePortalSession>();
  private sequence = 0;

  constructor(
    /** `http://127.0.0.1:<port>`: where the hosted pages are. */
    public baseUrl: string,
    private nowMs: number,
  ) {}

  /** The fake's clock; every created object, period and refund is stamped with it. */
  now(): Date {
    return new Date(this.nowMs);
  }

  setNow(date: Date): void {
    this.nowMs = date.getTime();
  }

  nowSeconds(): number {
    return Math.floor(this.nowMs / 1000);
  }

  /** `cs_test_…`, `sub_…`: Stripe's prefixes with 24 random characters. */
  newId(prefix: string): string {
    return `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/gu, 'x').slice(0, 24)}`;
  }

  /** The next place in creation order, and the creation time. */
  stamp(): { sequence: number; created: number } {
    this.sequence += 1;
    return { sequence: this.sequence, created: this.nowSeconds() };
  }
}
