import type { ResolvedBillingConfig } from './billing-catalog.ts';

/** What a checkout sells: a plan, as a subscription, or a credit pack, paid once. */
export type CheckoutKind = 'subscription' | 'pack';

/** Who pays: the product's account, and its Stripe customer once it has one. */
export interface CheckoutCustomer {
  accountId: string;
  /** Prefilled on the payment page and kept on a new Stripe customer. */
  email?: string;
  /** The account's Stripe customer; without one, checkout creates it (and returns it to be stored). */
  stripeCustomerId?: string;
}

/** A checkout to start for one plan or pack of the configuration. */
export interface CheckoutRequest {
  kind: CheckoutKind;
  /** A plan id (`pro-monthly`) for a subscription, a pack id (`credits-500`) for a pack. */
  itemId: string;
  customer: CheckoutCustomer;
  /** Where the payment page sends the buyer after paying; `{CHECKOUT_SESSION_ID}` in it becomes the session id. */
  successUrl: string;
  /** Where the payment page's back link goes. */
  cancelUrl: string;
}

/** A started checkout: send the buyer to `url`. */
export interface CheckoutStart {
  url: string;
  sessionId: string;
  /** The Stripe customer the checkout is for: the given one, or the one just created. */
  customerId: string;
}

/** A checkout session as the provider reports it now. */
export interface CheckoutSessionInfo {
  id: string;
  /** Null for a session this product did not create (a setup session, a payment link). */
  kind: CheckoutKind | null;
  /** The account that started it (Stripe's `client_reference_id`). */
  accountId: string | null;
  customerId: string | null;
  status: 'open' | 'complete' | 'expired';
  /** `paid` is the only state that grants anything; delayed payment methods complete `unpaid` first. */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  /** The plan or pack id the checkout was started for. */
  itemId: string | null;
  /** For a pack: its credits when the checkout started (a later change of the pack does not change a purchase). */
  credits: number | null;
  subscriptionId: string | null;
  /** The one-time payment of a pack: refunds name it. */
  paymentIntentId: string | null;
  amountTotalCents: number;
  currency: string;
  createdAt: Date;
}

/** Stripe's subscription states, unchanged. */
export type SubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

/** A subscription as the provider reports it now; one price per subscription. */
export interface SubscriptionInfo {
  id: string;
  customerId: string;
  accountId: string | null;
  status: SubscriptionStatus;
  priceId: string | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When a cancellation takes effect (the period end, or a set date). */
  cancelAt: Date | null;
  /** When it ended; null while it runs. */
  endedAt: Date | null;
  createdAt: Date;
}

/** One line of an invoice: a period of a price, or a proration of a plan change. */
export interface InvoiceLineInfo {
  priceId: string | null;
  /** Negative for the unused time of the plan left behind. */
  amountCents: number;
  isProration: boolean;
  periodStart: Date;
  periodEnd: Date;
}

/** A paid invoice. */
export interface InvoiceInfo {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  /** `subscription_create`, `subscription_cycle`, `subscription_update`, … as Stripe says. */
  billingReason: string | null;
  amountPaidCents: number;
  currency: string;
  paidAt: Date;
  lines: InvoiceLineInfo[];
}

/** Money given back for a payment. */
export interface RefundInfo {
  id: string;
  amountCents: number;
  currency: string;
  /** Only `succeeded` and `pending` refunds take credits back. */
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  createdAt: Date;
  chargeId: string | null;
  paymentIntentId: string | null;
  /** The invoice the refunded payment paid, when it paid one. */
  invoiceId: string | null;
}

/** A Stripe price, for checking the configuration against at start. */
export interface PriceInfo {
  id: string;
  lookupKey: string | null;
  isActive: boolean;
  /** Null for prices without a fixed amount (tiers, pay-what-you-want). */
  unitAmountCents: number | null;
  currency: string;
  /** Null for a one-time price. */
  interval: 'day' | 'week' | 'month' | 'year' | null;
  intervalCount: number;
}

/**
 * A verified webhook event: what it is about, never what the payload says
 * of it. The caller re-reads the object (or syncs the customer) from the
 * provider, since events arrive late, twice and out of order.
 */
export interface WebhookEvent {
  id: string;
  /** `checkout.session.completed`, `invoice.paid`, `customer.subscription.updated`, `charge.refunded`, … */
  type: string;
  /** The object's kind as Stripe names it: `checkout.session`, `invoice`, `subscription`, `charge`, `refund`. */
  objectType: string;
  objectId: string;
  /** The customer the object belongs to, when it has one. */
  customerId?: string;
  createdAt: Date;
}

/** Which paid invoices to list. */
export type InvoiceFilter = { customerId: string } | { subscriptionId: string };

/**
 * A payment service behind the product's plans and credit packs. Every read
 * returns the service's current truth in the product's own shapes; nothing
 * here changes credits (see `syncCustomer`).
 */
export interface PaymentProvider {
  /** `stripe`. */
  readonly name: string;
  /** The plans and packs for sale, each with its price at the provider. */
  readonly config: ResolvedBillingConfig;
  /** Starts a hosted checkout; creates the Stripe customer first when the account has none. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  readCheckoutSession(sessionId: string): Promise<CheckoutSessionInfo>;
  readSubscription(subscriptionId: string): Promise<SubscriptionInfo>;
  /** Every subscription of the customer, ended ones included, newest first. */
  listSubscriptions(customerId: string): Promise<SubscriptionInfo[]>;
  /** Paid invoices, newest first. */
  listPaidInvoices(filter: InvoiceFilter): Promise<InvoiceInfo[]>;
  /** The customer's completed one-time (pack) checkouts whose payment went through, newest first. */
  listPaidPackSessions(customerId: string): Promise<CheckoutSessionInfo[]>;
  /** Every refund of the customer's payments, oldest first. */
  listRefunds(customerId: string): Promise<RefundInfo[]>;
  /** A link to the provider's page where the customer changes or cancels the plan and sees invoices. */
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  /** Checks the signature over the raw body (not re-serialised JSON); throws WebhookSignatureError when it does not hold. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): WebhookEvent;
}
