import type { ServerResponse } from 'node:http';
import { sendJson, startFakeServiceServer, type RecordedRequest } from '@talkreel/platform/testing';
import Stripe from 'stripe';
import type { BillingConfig } from '../billing-catalog.ts';
import { answerStripeApi } from './fake-stripe-api.ts';
import type { StripeJson } from './fake-stripe-objects.ts';
import { renderCheckoutPage, renderPortalPage } from './fake-checkout-pages.ts';
import type { FakePrice } from './fake-stripe-records.ts';
import { FakeStripeStore, type FakePriceInput, type FakeStripeEvent } from './fake-stripe-store.ts';

/** How to start the fake. */
export interface FakeStripeServerOptions {
  /** The only key the API accepts; `sk_test_fake` unless given. */
  secretKey?: string;
  /** What events are signed with; `whsec_fake` unless given. */
  webhookSecret?: string;
  /** Where events are POSTed, signed, after each change (the product's webhook route); none are sent without it. */
  webhookUrl?: string;
  /** The fake's clock at start; the real time unless given. */
  now?: Date;
}

/** An event the fake sent to the webhook URL, and how the receiver answered. */
export interface WebhookDelivery {
  event: StripeJson;
  /** The receiver's HTTP status; null when it could not be reached. */
  status: number | null;
  error?: string;
}

/** A signed event body and its `Stripe-Signature` header, as Stripe would POST them. */
export interface SignedStripeEvent {
  body: string;
  header: string;
  event: StripeJson;
}

/**
 * A local Stripe: enough of the REST API for the adapter (checkout sessions,
 * customers, subscriptions, invoices, invoice payments, charges, refunds,
 * prices, portal sessions) with state in memory, hosted checkout and portal
 * pages a browser can use, and test controls for what time and customers
 * do. Each control returns the events Stripe would send and, when a
 * webhook URL is set, delivers them signed before it returns.
 */
export interface FakeStripeServer {
  /** `http://127.0.0.1:<port>`: STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** The settings that point the product at the fake. */
  env: { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string; STRIPE_API_BASE: string };
  /** Where events go; set or change it once the receiver runs. */
  webhookUrl: string | undefined;
  store: FakeStripeStore;
  /** Every request so far, API and pages. */
  requests: RecordedRequest[];
  deliveries: WebhookDelivery[];
  now(): Date;
  setNow(date: Date): void;
  createPrice(input: FakePriceInput): FakePrice;
  /** Creates the price of every plan and pack, carrying its lookup key or its explicit id, at its amount. */
  seedPrices(config: BillingConfig): void;
  completeCheckout(sessionId: string): Promise<StripeJson[]>;
  renewSubscription(subscriptionId: string): Promise<StripeJson[]>;
  failRenewal(subscriptionId: string): Promise<StripeJson[]>;
  recoverRenewal(subscriptionId: string): Promise<StripeJson[]>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<StripeJson[]>;
  endSubscription(subscriptionId: string): Promise<StripeJson[]>;
  /** Refunds a charge, payment intent, invoice or pack checkout by its id; all that is left unless an amount is given. */
  refund(targetId: string, amountCents?: number): Promise<StripeJson[]>;
  /** An event as Stripe would sign it, with the library's own `generateTestHeaderString`; `timestamp` in seconds, now unless given. */
  signedEvent(type: string, object: StripeJson, options?: { timestamp?: number; secret?: string }): SignedStripeEvent;
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1 at a random port. */
export async function startFakeStripeServer(options: FakeStripeServerOptions = {}): Promise<FakeStripeServer> {
  const secretKey = options.secretKey ?? 'sk_test_fake';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake';
  const store = new FakeStripeStore('', (options.now ?? new Date()).getTime());
  const deliveries: WebhookDelivery[] = [];

  const signedEvent = (type: string, object: StripeJson, signing: { timestamp?: number; secret?: string } = {}): SignedStripeEvent => {
    const event = {
      id: store.newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: store.nowSeconds(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const body = JSON.stringify(event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: signing.secret ?? webhookSecret,
      timestamp: signing.timestamp ?? Math.floor(Date.now() / 1000),
    });
    return { body, header, event };
  };

  const deliver = async (events: FakeStripeEvent[]): Promise<StripeJson[]> => {
    const sent: StripeJson[] = [];
    for (const { type, object } of events) {
      const signed = signedEvent(type, object);
      sent.push(signed.event);
      if (!fake.webhookUrl) continue;
      try {
        const response = await fetch(fake.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signed.header },
          body: signed.body,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        deliveries.push({ event: signed.event, status: response.status });
      } catch (error) {
        deliveries.push({ event: signed.event, status: null, error: String(error) });
      }
    }
    return sent;
  };

  const answerPage = async (request: RecordedRequest, response: ServerResponse): Promise<boolean> => {
    const checkout = /^\/checkout\/([^/]+)$/u.exec(request.path);
    if (checkout) {
      const session = store.checkoutSessions.get(decodeURIComponent(checkout[1]!));
      if (!session) return sendHtml(response, 404, 'No such checkout');
      if (request.method === 'POST' && session.status === 'open') {
        await deliver(store.completeCheckout(session.id));
        response.writeHead(303, { location: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id) }).end();
        return true;
      }
      return sendHtml(response, 200, renderCheckoutPage(session, store));
    }
    const portal = /^\/portal\/([^/]+)(?:\/cancel\/([^/]+))?$/u.exec(request.path);
    if (portal) {
      const session = store.portalSessions.get(decodeURIComponent(portal[1]!));
      if (!session) return sendHtml(response, 404, 'No such portal session');
      const subscriptionId = portal[2] && decodeURIComponent(portal[2]);
      if (request.method === 'POST' && subscriptionId && store.subscriptions.get(subscriptionId)?.customerId === session.customerId) {
        await deliver(store.cancelAtPeriodEnd(subscriptionId));
        response.writeHead(303, { location: `/portal/${session.id}` }).end();
        return true;
      }
      const running = [...store.subscriptions.values()].filter(
        (subscription) => subscription.customerId === session.customerId && subscription.status !== 'canceled',
      );
      return sendHtml(response, 200, renderPortalPage(session, running));
    }
    return false;
  };

  const server = await startFakeServiceServer(async (request, response) => {
    if (!request.path.startsWith('/v1/') && (await answerPage(request, response))) return;
    const answer = answerStripeApi(store, request, secretKey);
    sendJson(response, answer.status, answer.body, { 'request-id': `req_${store.newId('fake').slice(5)}` });
  });
  store.baseUrl = server.url;

  const control =
    (change: (id: string) => FakeStripeEvent[]) =>
    (id: string): Promise<StripeJson[]> =>
      deliver(change(id));
  const fake: FakeStripeServer = {
    url: server.url,
    secretKey,
    webhookSecret,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: server.url },
    webhookUrl: options.webhookUrl,
    store,
    requests: server.requests,
    deliveries,
    now: () => store.now(),
    setNow: (date) => store.setNow(date),
    createPrice: (input) => store.createPrice(input),
    seedPrices: (config) => {
      for (const plan of config.plans)
        store.createPrice({
          id: plan.priceId,
          lookupKey: plan.lookupKey ?? null,
          unitAmountCents: plan.amountCents,
          currency: plan.currency,
          interval: plan.interval,
        });
      for (const pack of config.packs)
        store.createPrice({ id: pack.priceId, lookupKey: pack.lookupKey ?? null, unitAmountCents: pack.amountCents, currency: pack.currency });
    },
    completeCheckout: control((id) => store.completeCheckout(id)),
    renewSubscription: control((id) => store.renewSubscription(id)),
    failRenewal: control((id) => store.failRenewal(id)),
    recoverRenewal: control((id) => store.recoverRenewal(id)),
    cancelAtPeriodEnd: control((id) => store.cancelAtPeriodEnd(id)),
    endSubscription: control((id) => store.endSubscription(id)),
    refund: (targetId, amountCents) => deliver(store.refund(targetId, amountCents)),
    signedEvent,
    close: () => server.close(),
  };
  return fake;
}

function sendHtml(response: ServerResponse, status: number, html: string): true {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  return true;
}
