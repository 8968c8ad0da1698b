import Stripe from 'stripe';
import type { BillingConfig, ResolvedBillingConfig } from '../billing-catalog.ts';
import { PaymentProviderError, WebhookSignatureError } from '../payment-errors.ts';
import type {
  CheckoutRequest,
  CheckoutSessionInfo,
  CheckoutStart,
  InvoiceFilter,
  InvoiceInfo,
  PaymentProvider,
  PriceInfo,
  RefundInfo,
  SubscriptionInfo,
  WebhookEvent,
} from '../payment-provider.ts';
import { resolveBillingPrices, type PriceLookup } from '../resolve-billing-prices.ts';
import {
  dateFromStripe,
  idOf,
  stripeMetadataKeys,
  toCheckoutSessionInfo,
  toInvoiceInfo,
  toPriceInfo,
  toRefundInfo,
  toSubscriptionInfo,
} from './stripe-object-mapping.ts';

/** How the adapter reaches Stripe. */
export interface StripePaymentProviderOptions {
  /** `sk_test_…`, `sk_live_…` or a restricted key with the reads and writes used here. */
  secretKey: string;
  /** `whsec_…`: the signing secret of the product's webhook endpoint. */
  webhookSecret: string;
  /** Another Stripe-compatible API (`http://127.0.0.1:4010`): the tests' fake, or a proxy. Its path must be `/`. */
  apiBase?: string;
  /** How old a signed webhook may be; Stripe's default, 300 s, unless given. */
  webhookToleranceSeconds?: number;
  timeoutMs?: number;
  /** Retries of a failed request (the client adds idempotency keys to writes); 2 unless given. */
  maxNetworkRetries?: number;
}

/** Stripe allows ten lookup keys per price search. */
const lookupKeysPerRequest = 10;
/** Page size of every list read: Stripe's largest. */
const pageSize = 100;
/** Enough pages for any one customer; a list past it is a bug or abuse, not a customer. */
const maxListedItems = 10_000;

/**
 * The payment provider on Stripe: hosted Checkout for plans (subscription
 * mode) and packs (payment mode), the customer portal, and webhook
 * signatures checked by the official library over the raw body.
 */
export class StripePaymentProvider implements PaymentProvider, PriceLookup {
  readonly name = 'stripe';
  private readonly webhookToleranceSeconds: number;

  constructor(
    private readonly options: StripePaymentProviderOptions,
    readonly config: ResolvedBillingConfig,
    private readonly stripe: Stripe = createStripeClient(options),
  ) {
    this.webhookToleranceSeconds = options.webhookToleranceSeconds ?? 300;
  }

  /** Connects, resolves the configuration's prices (failing fast on a mismatch, see `resolveBillingPrices`), and returns the provider. */
  static async start(options: StripePaymentProviderOptions, config: BillingConfig): Promise<StripePaymentProvider> {
    const stripe = createStripeClient(options);
    const unresolved = new StripePaymentProvider(options, { plans: [], packs: [] }, stripe);
    return new StripePaymentProvider(options, await resolveBillingPrices(config, unresolved), stripe);
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
    const item =
      request.kind === 'subscription'
        ? this.config.plans.find((plan) => plan.id === request.itemId)
        : this.config.packs.find((pack) => pack.id === request.itemId);
    if (!item)
      throw new PaymentProviderError(`No ${request.kind === 'subscription' ? 'plan' : 'credit pack'} ${request.itemId} is for sale`, 'invalid_request');
    const { accountId } = request.customer;
    const customerId =
      request.customer.stripeCustomerId ??
      (
        await this.call(() =>
          this.stripe.customers.create({
            ...(request.customer.email ? { email: request.customer.email } : {}),
            metadata: { [stripeMetadataKeys.accountId]: accountId },
          }),
        )
      ).id;
    const metadata = {
      [stripeMetadataKeys.accountId]: accountId,
      [stripeMetadataKeys.itemId]: item.id,
      [stripeMetadataKeys.kind]: request.kind,
      ...('credits' in item ? { [stripeMetadataKeys.credits]: String(item.credits) } : {}),
    };
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: request.kind === 'subscription' ? 'subscription' : 'payment',
        customer: customerId,
        client_reference_id: accountId,
        line_items: [{ price: item.priceId, quantity: 1 }],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata,
        ...(request.kind === 'subscription' ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
      }),
    );
    if (!session.url) throw new PaymentProviderError(`Stripe gave checkout session ${session.id} no payment page`, 'unavailable');
    return { url: session.url, sessionId: session.id, customerId };
  }

  async readCheckoutSession(sessionId: string): Promise<CheckoutSessionInfo> {
    return toCheckoutSessionInfo(await this.call(() => this.stripe.checkout.sessions.retrieve(sessionId)));
  }

  async readSubscription(subscriptionId: string): Promise<SubscriptionInfo> {
    return toSubscriptionInfo(await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId)));
  }

  async listSubscriptions(customerId: string): Promise<SubscriptionInfo[]> {
    const subscriptions = await this.call(() =>
      this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: pageSize }).autoPagingToArray({ limit: maxListedItems }),
    );
    return subscriptions.map(toSubscriptionInfo);
  }

  async listPaidInvoices(filter: InvoiceFilter): Promise<InvoiceInfo[]> {
    const scope = 'customerId' in filter ? { customer: filter.customerId } : { subscription: filter.subscriptionId };
    const invoices = await this.call(() =>
      this.stripe.invoices.list({ ...scope, status: 'paid', limit: pageSize }).autoPagingToArray({ limit: maxListedItems }),
    );
    return Promise.all(
      invoices.map(async (invoice) => {
        // An invoice carries its first lines; a plan change with many prorations has more.
        const lines = invoice.lines.has_more
          ? await this.call(() => this.stripe.invoices.listLineItems(invoice.id, { limit: pageSize }).autoPagingToArray({ limit: maxListedItems }))
          : invoice.lines.data;
        return toInvoiceInfo(invoice, lines);
      }),
    );
  }

  async listPaidPackSessions(customerId: string): Promise<CheckoutSessionInfo[]> {
    const sessions = await this.call(() =>
      this.stripe.checkout.sessions.list({ customer: customerId, status: 'complete', limit: pageSize }).autoPagingToArray({ limit: maxListedItems }),
    );
    return sessions.map(toCheckoutSessionInfo).filter((session) => session.kind === 'pack' && session.paymentStatus === 'paid');
  }

  async listRefunds(customerId: string): Promise<RefundInfo[]> {
    const charges = await this.call(() =>
      this.stripe.charges.list({ customer: customerId, limit: pageSize, expand: ['data.refunds'] }).autoPagingToArray({ limit: maxListedItems }),
    );
    const refunds: RefundInfo[] = [];
    for (const charge of charges.filter((candidate) => candidate.amount_refunded > 0)) {
      const chargeRefunds =
        charge.refunds && !charge.refunds.has_more
          ? charge.refunds.data
          : await this.call(() => this.stripe.refunds.list({ charge: charge.id, limit: pageSize }).autoPagingToArray({ limit: maxListedItems }));
      const invoiceId = await this.findInvoicePaidBy(idOf(charge.payment_intent));
      refunds.push(...chargeRefunds.map((refund) => toRefundInfo(refund, invoiceId)));
    }
    return refunds.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.call(() => this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
    return session.url;
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): WebhookEvent {
    if (!signatureHeader) throw new WebhookSignatureError('The webhook has no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.options.webhookSecret, this.webhookToleranceSeconds);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message);
      throw error;
    }
    const object = event.data.object as { id: string; object: string; customer?: string | { id: string } | null };
    const customerId = object.object === 'customer' ? object.id : idOf(object.customer);
    return {
      id: event.id,
      type: event.type,
      objectType: object.object,
      objectId: object.id,
      ...(customerId ? { customerId } : {}),
      createdAt: dateFromStripe(event.created),
    };
  }

  async findPricesByLookupKeys(lookupKeys: string[]): Promise<PriceInfo[]> {
    const prices: PriceInfo[] = [];
    for (let start = 0; start < lookupKeys.length; start += lookupKeysPerRequest) {
      const batch = lookupKeys.slice(start, start + lookupKeysPerRequest);
      const found = await this.call(() =>
        this.stripe.prices.list({ lookup_keys: batch, active: true, limit: pageSize }).autoPagingToArray({ limit: maxListedItems }),
      );
      prices.push(...found.map(toPriceInfo));
    }
    return prices;
  }

  async readPrice(priceId: string): Promise<PriceInfo | undefined> {
    try {
      return toPriceInfo(await this.call(() => this.stripe.prices.retrieve(priceId)));
    } catch (error) {
      if (error instanceof PaymentProviderError && error.reason === 'not_found') return undefined;
      throw error;
    }
  }

  /** The invoice a payment intent paid, when it paid one (a pack's payment pays none). */
  private async findInvoicePaidBy(paymentIntentId: string | null): Promise<string | null> {
    if (!paymentIntentId) return null;
    const payments = await this.call(() =>
      this.stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntentId }, limit: 1 }),
    );
    return idOf(payments.data[0]?.invoice);
  }

  /** Runs one Stripe call; its failure becomes a PaymentProviderError with a reason the caller can act on. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toPaymentProviderError(error);
    }
  }
}

function toPaymentProviderError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const status = error.statusCode;
  const message = `Stripe: ${error.message}`;
  if (error.code === 'resource_missing' || status === 404) return new PaymentProviderError(message, 'not_found', status);
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
    return new PaymentProviderError(message, 'authentication', status);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError)
    return new PaymentProviderError(message, 'invalid_request', status);
  return new PaymentProviderError(message, 'unavailable', status);
}

/** The official client, at api.stripe.com or at `apiBase`. */
function createStripeClient(options: StripePaymentProviderOptions): Stripe {
  return new Stripe(options.secretKey, {
    ...(options.apiBase ? addressOf(options.apiBase) : {}),
    ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    appInfo: { name: 'Talkreel' },
  });
}

function addressOf(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiBase);
  if (url.pathname !== '/' || url.search) throw new Error(`STRIPE_API_BASE must be a bare origin (scheme, host, port), not ${apiBase}`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}
