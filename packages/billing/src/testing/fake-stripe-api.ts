import type { RecordedRequest } from '@talkreel/platform/testing';
import {
  renderCharge,
  renderCheckoutSession,
  renderCustomer,
  renderInvoice,
  renderInvoicePayment,
  renderList,
  renderPortalSession,
  renderPrice,
  renderRefund,
  renderSubscription,
  type StripeJson,
} from './fake-stripe-objects.ts';
import type { FakeMetadata } from './fake-stripe-records.ts';
import { FakeStripeMissingError, type FakeStripeStore } from './fake-stripe-store.ts';
import { parseStripeParams, StripeParamError, type StripeParam, type StripeParams } from './stripe-form-body.ts';

/** An answer of the fake API: a status and Stripe's JSON. */
export interface FakeApiAnswer {
  status: number;
  body: StripeJson;
}

/** A refused request, answered as Stripe's `{error: {type, code, message, param}}`. */
class StripeRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

type Route = [method: 'GET' | 'POST', path: RegExp, handle: (store: FakeStripeStore, params: StripeParams, id: string) => StripeJson];

const routes: Route[] = [
  [
    'GET',
    /^\/v1\/prices$/u,
    (store, params) => {
      const lookupKeys = stringList(params.lookup_keys);
      const active = optionalString(params, 'active');
      return page(
        '/v1/prices',
        [...store.prices.values()].filter(
          (price) => (lookupKeys.length === 0 || lookupKeys.includes(price.lookupKey ?? '')) && (active === undefined || String(price.isActive) === active),
        ),
        params,
        renderPrice,
      );
    },
  ],
  ['GET', /^\/v1\/prices\/([^/]+)$/u, (store, _, id) => renderPrice(store.getRecord(store.prices, id, 'price'))],
  ['POST', /^\/v1\/customers$/u, (store, params) => renderCustomer(store.createCustomer(optionalString(params, 'email') ?? null, metadataOf(params.metadata)))],
  ['GET', /^\/v1\/customers\/([^/]+)$/u, (store, _, id) => renderCustomer(store.getRecord(store.customers, id, 'customer'))],
  ['POST', /^\/v1\/checkout\/sessions$/u, (store, params) => renderCheckoutSession(createCheckoutSession(store, params), store.baseUrl)],
  [
    'GET',
    /^\/v1\/checkout\/sessions$/u,
    (store, params) => {
      const customer = optionalString(params, 'customer');
      const status = optionalString(params, 'status');
      const sessions = [...store.checkoutSessions.values()].filter(
        (session) => (!customer || session.customerId === customer) && (!status || session.status === status),
      );
      return page('/v1/checkout/sessions', sessions, params, (session) => renderCheckoutSession(session, store.baseUrl));
    },
  ],
  [
    'GET',
    /^\/v1\/checkout\/sessions\/([^/]+)$/u,
    (store, _, id) => renderCheckoutSession(store.getRecord(store.checkoutSessions, id, 'checkout.session'), store.baseUrl),
  ],
  [
    'GET',
    /^\/v1\/subscriptions$/u,
    (store, params) => {
      const customer = optionalString(params, 'customer');
      const status = optionalString(params, 'status');
      // Without a status Stripe lists the subscriptions that have not ended.
      const matches = (value: string) => (status === 'all' ? true : status ? value === status : value !== 'canceled');
      const subscriptions = [...store.subscriptions.values()].filter(
        (subscription) => (!customer || subscription.customerId === customer) && matches(subscription.status),
      );
      return page('/v1/subscriptions', subscriptions, params, (subscription) => renderSubscription(subscription, store));
    },
  ],
  ['GET', /^\/v1\/subscriptions\/([^/]+)$/u, (store, _, id) => renderSubscription(store.getRecord(store.subscriptions, id, 'subscription'), store)],
  [
    'GET',
    /^\/v1\/invoices$/u,
    (store, params) => {
      const customer = optionalString(params, 'customer');
      const subscription = optionalString(params, 'subscription');
      const status = optionalString(params, 'status');
      const invoices = [...store.invoices.values()].filter(
        (invoice) =>
          (!customer || invoice.customerId === customer) &&
          (!subscription || invoice.subscriptionId === subscription) &&
          (!status || invoice.status === status),
      );
      return page('/v1/invoices', invoices, params, (invoice) => renderInvoice(invoice, store));
    },
  ],
  ['GET', /^\/v1\/invoices\/([^/]+)$/u, (store, _, id) => renderInvoice(store.getRecord(store.invoices, id, 'invoice'), store)],
  ['GET', /^\/v1\/invoices\/([^/]+)\/lines$/u, (store, _, id) => renderInvoice(store.getRecord(store.invoices, id, 'invoice'), store).lines as StripeJson],
  [
    'GET',
    /^\/v1\/charges$/u,
    (store, params) => {
      const customer = optionalString(params, 'customer');
      const expandRefunds = stringList(params.expand).includes('data.refunds');
      const payments = [...store.payments.values()].filter((payment) => !customer || payment.customerId === customer);
      return page('/v1/charges', payments, params, (payment) => renderCharge(payment, store, expandRefunds));
    },
  ],
  [
    'GET',
    /^\/v1\/charges\/([^/]+)$/u,
    (store, params, id) => renderCharge(store.getRecord(store.payments, id, 'charge'), store, stringList(params.expand).includes('refunds')),
  ],
  [
    'GET',
    /^\/v1\/refunds$/u,
    (store, params) => {
      const charge = optionalString(params, 'charge');
      const paymentIntent = optionalString(params, 'payment_intent');
      const refunds = [...store.refunds.values()].filter(
        (refund) => (!charge || refund.chargeId === charge) && (!paymentIntent || refund.paymentIntentId === paymentIntent),
      );
      return page('/v1/refunds', refunds, params, renderRefund);
    },
  ],
  [
    'POST',
    /^\/v1\/refunds$/u,
    (store, params) => {
      const target = optionalString(params, 'charge') ?? optionalString(params, 'payment_intent');
      if (!target)
        throw new StripeRequestError(400, 'One of the following params should be provided for this request: payment_intent or charge.', 'parameter_missing');
      const amount = optionalString(params, 'amount');
      const [created] = store.refund(target, amount === undefined ? undefined : Number(amount));
      return created!.object;
    },
  ],
  [
    'GET',
    /^\/v1\/invoice_payments$/u,
    (store, params) => {
      const invoice = optionalString(params, 'invoice');
      const payment = params.payment;
      const paymentIntent = payment && typeof payment === 'object' && !Array.isArray(payment) ? payment.payment_intent : undefined;
      const payments = [...store.payments.values()].filter(
        (candidate) =>
          candidate.invoiceId !== null &&
          (!invoice || candidate.invoiceId === invoice) &&
          (paymentIntent === undefined || candidate.paymentIntentId === paymentIntent),
      );
      return page('/v1/invoice_payments', payments, params, renderInvoicePayment);
    },
  ],
  [
    'POST',
    /^\/v1\/billing_portal\/sessions$/u,
    (store, params) => {
      const customer = requiredString(params, 'customer');
      store.getRecord(store.customers, customer, 'customer');
      return renderPortalSession(store.createPortalSession(customer, requiredString(params, 'return_url')), store.baseUrl);
    },
  ],
];

/**
 * Answers one request to the fake's `/v1` API as Stripe does: the bearer
 * key checked, parameters in Stripe's bracket notation (query or form
 * body), JSON objects and lists back, Stripe's error shape on failure.
 */
export function answerStripeApi(store: FakeStripeStore, request: RecordedRequest, secretKey: string): FakeApiAnswer {
  const authorization = request.headers.authorization ?? '';
  if (authorization !== `Bearer ${secretKey}`) {
    const key = authorization.replace(/^Bearer /u, '');
    return errorAnswer(new StripeRequestError(401, `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`));
  }
  const route = routes.find(([method, path]) => method === request.method && path.test(request.path));
  if (!route) return errorAnswer(new StripeRequestError(404, `Unrecognized request URL (${request.method}: ${request.path}).`));
  try {
    const params = parseStripeParams(request.method === 'GET' ? request.query : request.body.toString('utf8'));
    const id = decodeURIComponent(route[1].exec(request.path)![1] ?? '');
    return { status: 200, body: route[2](store, params, id) };
  } catch (error) {
    if (error instanceof FakeStripeMissingError) return errorAnswer(new StripeRequestError(404, error.message, 'resource_missing', 'id'));
    if (error instanceof StripeParamError) return errorAnswer(new StripeRequestError(400, error.message, 'parameter_invalid'));
    if (error instanceof StripeRequestError) return errorAnswer(error);
    return errorAnswer(new StripeRequestError(400, (error as Error).message));
  }
}

function createCheckoutSession(store: FakeStripeStore, params: StripeParams) {
  const mode = requiredString(params, 'mode');
  if (mode !== 'payment' && mode !== 'subscription')
    throw new StripeRequestError(400, `Invalid mode: must be one of payment, setup, or subscription`, 'parameter_invalid', 'mode');
  const items = Array.isArray(params.line_items) ? params.line_items : [];
  if (items.length === 0) throw new StripeRequestError(400, 'Missing required param: line_items.', 'parameter_missing', 'line_items');
  const lineItems = items.map((item, index) => {
    const fields = typeof item === 'object' && !Array.isArray(item) ? item : {};
    const priceId = typeof fields.price === 'string' ? fields.price : '';
    const price = store.prices.get(priceId);
    if (!price) throw new StripeRequestError(400, `No such price: '${priceId}'`, 'resource_missing', `line_items[${index}][price]`);
    if (!price.isActive)
      throw new StripeRequestError(
        400,
        `The price specified is inactive. This field only accepts active prices.`,
        'parameter_invalid',
        `line_items[${index}][price]`,
      );
    if (mode === 'payment' && price.interval)
      throw new StripeRequestError(400, 'You specified `payment` mode but passed a recurring price.', 'parameter_invalid', `line_items[${index}][price]`);
    if (mode === 'subscription' && !price.interval)
      throw new StripeRequestError(400, 'You must provide at least one recurring price in `subscription` mode.', 'parameter_invalid', 'line_items');
    return { priceId, quantity: typeof fields.quantity === 'string' ? Number(fields.quantity) : 1, price };
  });
  const customerId = optionalString(params, 'customer') ?? null;
  if (customerId) store.getRecord(store.customers, customerId, 'customer');
  if (mode === 'payment' && params.subscription_data)
    throw new StripeRequestError(400, 'You can not pass `subscription_data` in `payment` mode.', 'parameter_invalid', 'subscription_data');
  if (mode === 'subscription' && params.payment_intent_data)
    throw new StripeRequestError(400, 'You can not pass `payment_intent_data` in `subscription` mode.', 'parameter_invalid', 'payment_intent_data');
  const nested = (name: string) => {
    const value = params[name];
    return value && typeof value === 'object' && !Array.isArray(value) ? metadataOf(value.metadata) : {};
  };
  return store.createCheckoutSession({
    mode,
    customerId,
    customerEmail: optionalString(params, 'customer_email') ?? null,
    clientReferenceId: optionalString(params, 'client_reference_id') ?? null,
    lineItems: lineItems.map(({ priceId, quantity }) => ({ priceId, quantity })),
    metadata: metadataOf(params.metadata),
    subscriptionMetadata: nested('subscription_data'),
    paymentIntentMetadata: nested('payment_intent_data'),
    successUrl: requiredString(params, 'success_url'),
    cancelUrl: optionalString(params, 'cancel_url') ?? null,
    amountTotalCents: lineItems.reduce((sum, { price, quantity }) => sum + price.unitAmountCents * quantity, 0),
    currency: lineItems[0]!.price.currency,
  });
}

/** One page of a list, newest first, after `starting_after`, `limit` long (10 unless given, 100 at most). */
function page<T extends { id: string; sequence: number }>(url: string, records: T[], params: StripeParams, render: (record: T) => StripeJson): StripeJson {
  const sorted = [...records].sort((a, b) => b.sequence - a.sequence);
  const limit = Math.min(100, Math.max(1, Number(optionalString(params, 'limit') ?? 10)));
  const after = optionalString(params, 'starting_after');
  const start = after ? sorted.findIndex((record) => record.id === after) + 1 : 0;
  const slice = sorted.slice(start, start + limit);
  return renderList(url, slice.map(render), start + limit < sorted.length);
}

function optionalString(params: StripeParams, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new StripeRequestError(400, `Invalid string: ${name}`, 'parameter_invalid', name);
  return value;
}

function requiredString(params: StripeParams, name: string): string {
  const value = optionalString(params, name);
  if (!value) throw new StripeRequestError(400, `Missing required param: ${name}.`, 'parameter_missing', name);
  return value;
}

function stringList(value: StripeParam | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  return (Array.isArray(value) ? value : Object.values(value)).filter((item): item is string => typeof item === 'string');
}

function metadataOf(value: StripeParam | undefined): FakeMetadata {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function errorAnswer(error: StripeRequestError): FakeApiAnswer {
  return {
    status: error.status,
    body: {
      error: {
        type: 'invalid_request_error',
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.param ? { param: error.param } : {}),
      },
    },
  };
}
