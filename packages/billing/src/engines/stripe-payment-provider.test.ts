import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readBillingConfig } from '../billing-config.ts';
import { PaymentProviderError, WebhookSignatureError } from '../payment-errors.ts';
import type { WebhookEvent } from '../payment-provider.ts';
import { startFakeStripeServer, type FakeStripeServer } from '../testing/index.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';

let fake: FakeStripeServer;
let provider: StripePaymentProvider;
const config = readBillingConfig({});

beforeAll(async () => {
  fake = await startFakeStripeServer({ now: new Date('2026-03-01T12:00:00Z') });
  fake.seedPrices(config);
  provider = await StripePaymentProvider.start(
    { secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url, maxNetworkRetries: 0 },
    config,
  );
});

afterAll(async () => {
  await fake.close();
});

const buyer = { accountId: 'account-1', email: 'buyer@example.com' };
const urls = { successUrl: 'https://talkreel.test/?checkout={CHECKOUT_SESSION_ID}', cancelUrl: 'https://talkreel.test/?action=buy' };

describe('StripePaymentProvider against the fake Stripe (the official client, real HTTP)', () => {
  test('the plans and packs get the price ids their lookup keys name', () => {
    for (const [index, plan] of provider.config.plans.entries()) {
      expect(fake.store.prices.get(plan.priceId)!.lookupKey).toBe(config.plans[index]!.lookupKey);
    }
    expect(provider.config.packs.map((pack) => fake.store.prices.get(pack.priceId)!.unitAmountCents)).toEqual([1500, 6000, 20000]);
  });

  test('a pack checkout: a new customer, a session on the hosted page, then paid once completed', async () => {
    const start = await provider.createCheckout({ kind: 'pack', itemId: 'credits-500', customer: buyer, ...urls });
    expect(start.url).toBe(`${fake.url}/checkout/${start.sessionId}`);
    const customer = fake.store.customers.get(start.customerId)!;
    expect(customer).toMatchObject({ email: 'buyer@example.com', metadata: { talkreel_account_id: 'account-1' } });

    const open = await provider.readCheckoutSession(start.sessionId);
    expect(open).toMatchObject({
      kind: 'pack',
      status: 'open',
      paymentStatus: 'unpaid',
      accountId: 'account-1',
      itemId: 'credits-500',
      credits: 500,
      amountTotalCents: 6000,
    });
    // What went over the wire is Stripe's form encoding with brackets.
    const create = fake.requests.find((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions')!;
    expect(create.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(create.body.toString()).toContain(`line_items[0][price]=${provider.config.packs[1]!.priceId}`);

    await fake.completeCheckout(start.sessionId);
    const paid = await provider.readCheckoutSession(start.sessionId);
    expect(paid).toMatchObject({ status: 'complete', paymentStatus: 'paid', customerId: start.customerId });
    expect(paid.paymentIntentId).toMatch(/^pi_/);
    expect((await provider.listPaidPackSessions(start.customerId)).map((session) => session.id)).toEqual([start.sessionId]);
  });

  test('a subscription checkout for a stored customer: subscription, paid invoice, refund traced to the invoice', async () => {
    const customerId = fake.store.createCustomer('sub@example.com', {}).id;
    const start = await provider.createCheckout({
      kind: 'subscription',
      itemId: 'starter-monthly',
      customer: { accountId: 'account-2', stripeCustomerId: customerId },
      ...urls,
    });
    expect(start.customerId).toBe(customerId);
    await fake.completeCheckout(start.sessionId);

    const session = await provider.readCheckoutSession(start.sessionId);
    const subscription = await provider.readSubscription(session.subscriptionId!);
    expect(subscription).toMatchObject({
      status: 'active',
      customerId,
      accountId: 'account-2',
      priceId: provider.config.plans[0]!.priceId,
      cancelAtPeriodEnd: false,
    });
    expect(subscription.currentPeriodStart.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(subscription.currentPeriodEnd.toISOString()).toBe('2026-04-01T12:00:00.000Z');
    expect((await provider.listSubscriptions(customerId)).map((listed) => listed.id)).toEqual([subscription.id]);

    const [invoice] = await provider.listPaidInvoices({ subscriptionId: subscription.id });
    expect(invoice).toMatchObject({ subscriptionId: subscription.id, billingReason: 'subscription_create', amountPaidCents: 1200, currency: 'usd' });
    expect(invoice!.lines).toEqual([
      {
        priceId: provider.config.plans[0]!.priceId,
        amountCents: 1200,
        isProration: false,
        periodStart: subscription.currentPeriodStart,
        periodEnd: subscription.currentPeriodEnd,
      },
    ]);

    await fake.refund(invoice!.id, 500);
    const [refund] = await provider.listRefunds(customerId);
    expect(refund).toMatchObject({ amountCents: 500, status: 'succeeded', invoiceId: invoice!.id });
    expect(refund!.chargeId).toMatch(/^ch_/);
  });

  test('the portal link points at the hosted portal of the customer', async () => {
    const customerId = fake.store.createCustomer(null, {}).id;
    const url = await provider.createPortalSession(customerId, 'https://talkreel.test/credits');
    expect(url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
    const page = await (await fetch(url)).text();
    expect(page).toContain('href="https://talkreel.test/credits"');
  });

  test('failures become PaymentProviderError with a reason', async () => {
    await expect(provider.readCheckoutSession('cs_test_missing')).rejects.toMatchObject({ name: 'PaymentProviderError', reason: 'not_found', status: 404 });
    await expect(provider.createCheckout({ kind: 'pack', itemId: 'pro-monthly', customer: buyer, ...urls })).rejects.toThrow(
      'No credit pack pro-monthly is for sale',
    );
    const wrongKey = new StripePaymentProvider(
      { secretKey: 'sk_test_wrong', webhookSecret: fake.webhookSecret, apiBase: fake.url, maxNetworkRetries: 0 },
      provider.config,
    );
    const error = await wrongKey.readSubscription('sub_x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).reason).toBe('authentication');
  });
});

describe('verifyWebhook (stripe.webhooks.constructEvent over the raw body)', () => {
  const invoice = { id: 'in_123', object: 'invoice', customer: 'cus_123' };

  test('accepts a body signed by generateTestHeaderString, and says what it is about', () => {
    const { body, header } = fake.signedEvent('invoice.paid', invoice);
    const event = provider.verifyWebhook(Buffer.from(body), header);
    expect(event).toMatchObject({ type: 'invoice.paid', objectType: 'invoice', objectId: 'in_123', customerId: 'cus_123' });
    expect(event.id).toMatch(/^evt_/);
  });

  test.each([
    ['a changed body', (body: string, header: string) => [body.replace('in_123', 'in_999'), header]],
    [
      'a header from an hour ago',
      (body: string) => [body, fake.signedEvent('invoice.paid', invoice, { timestamp: Math.floor(Date.now() / 1000) - 3600 }).header],
    ],
    ['another secret', (body: string) => [body, fake.signedEvent('invoice.paid', invoice, { secret: 'whsec_other' }).header]],
    ['no header', (body: string) => [body, undefined]],
  ])('refuses %s with WebhookSignatureError', (_, tamper) => {
    const { body, header } = fake.signedEvent('invoice.paid', invoice);
    const [changedBody, changedHeader] = tamper(body, header);
    expect(() => provider.verifyWebhook(Buffer.from(changedBody!), changedHeader)).toThrow(WebhookSignatureError);
  });
});

describe('the hosted checkout page', () => {
  test('Pay completes the checkout, posts the signed events to the webhook, then sends the buyer to the success URL', async () => {
    const received: WebhookEvent[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push(provider.verifyWebhook(Buffer.concat(chunks), request.headers['stripe-signature'] as string));
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    fake.webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
    try {
      const start = await provider.createCheckout({ kind: 'subscription', itemId: 'pro-yearly', customer: { accountId: 'account-3' }, ...urls });
      const page = await (await fetch(start.url)).text();
      expect(page).toContain('data-testid="fake-stripe-pay"');
      expect(page).toContain('390.00 USD');

      const paid = await fetch(start.url, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`https://talkreel.test/?checkout=${start.sessionId}`);
      expect(received.map((event) => event.type)).toEqual(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']);
      expect(received.every((event) => event.customerId === start.customerId)).toBe(true);
      expect(received[2]!.objectId).toBe(start.sessionId);
      expect(fake.deliveries.slice(-3).map((delivery) => delivery.status)).toEqual([200, 200, 200]);
      // Paid once: the page no longer offers to pay.
      expect(await (await fetch(start.url)).text()).toContain('This checkout is complete');
    } finally {
      fake.webhookUrl = undefined;
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
