import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBillingRoute, getUserInfoRoute, startCheckoutRoute, syncCheckoutRoute } from '@talkreel/contract';
import { startBillingTestProduct, type BillingTestProduct } from '../../test-support/billing-test-product.ts';
import { callRoute } from '../../test-support/call-route.ts';

describe('checkout, the webhook and the success page against a fake Stripe', () => {
  let billing: BillingTestProduct;
  beforeAll(async () => {
    billing = await startBillingTestProduct();
  });
  afterAll(() => billing?.close());

  /** A pack's checkout paid without sending its events: the tests deliver them their own way. */
  const payPackQuietly = async (token: string, packId = 'credits-500') => {
    const sessionId = await billing.startCheckout(token, 'pack', packId);
    billing.stripe.webhookUrl = undefined;
    try {
      return { sessionId, events: await billing.stripe.completeCheckout(sessionId) };
    } finally {
      billing.stripe.webhookUrl = billing.webhookUrl;
    }
  };

  it('sells a pack: checkout, then the webhook adds its credits once, and the success page finds them there', async () => {
    const { userId, token } = await billing.signUp('pack@example.com');
    const before = await billing.balanceOf(userId);
    const overview = (await callRoute(billing.product, getBillingRoute, { token })).data;
    expect(overview.is_configured).toBe(true);
    expect(overview.packs.map((pack) => `${pack.id} ${pack.credits} ${pack.amount_cents}`)).toEqual([
      'credits-100 100 1500',
      'credits-500 500 6000',
      'credits-2000 2000 20000',
    ]);
    expect(overview.plans.map((plan) => plan.id)).toEqual([
      'starter-monthly',
      'starter-yearly',
      'pro-monthly',
      'pro-yearly',
      'business-monthly',
      'business-yearly',
    ]);

    const started = await callRoute(billing.product, startCheckoutRoute, { body: { kind: 'pack', item_id: 'credits-500' }, token });
    expect(started.data.url).toBe(`${billing.stripe.url}/checkout/${started.data.session_id}`);
    const session = billing.stripe.store.checkoutSessions.get(started.data.session_id)!;
    expect(session.clientReferenceId).toBe(userId);
    expect(session.successUrl).toMatch(/^http:\/\/[^/]+\/billing\?session_id=\{CHECKOUT_SESSION_ID\}$/u);

    // The buyer pays: Stripe sends checkout.session.completed, signed, to the webhook.
    const deliveriesBefore = billing.stripe.deliveries.length;
    await billing.stripe.completeCheckout(started.data.session_id);
    const delivered = billing.stripe.deliveries.slice(deliveriesBefore);
    expect(delivered.map((delivery) => `${String(delivery.event.type)} ${delivery.status}`)).toEqual(['checkout.session.completed 200']);
    expect(await billing.balanceOf(userId)).toBe(before + 500);

    const synced = await callRoute(billing.product, syncCheckoutRoute, { body: { session_id: started.data.session_id }, token });
    expect(synced.data).toEqual({ kind: 'pack', item_id: 'credits-500', is_paid: true, plan: 'Free', credit: before + 500 });
    expect((await billing.ledgerOf(userId)).filter((entry) => entry.startsWith('checkout:'))).toEqual([`checkout:${started.data.session_id} 500`]);
    const payments = (await callRoute(billing.product, getBillingRoute, { token })).data.payments;
    expect(payments.map((payment) => `${payment.kind} ${payment.description} ${payment.amount_cents} ${payment.currency}`)).toEqual([
      'pack 500 credits 6000 usd',
    ]);
  });

  it('grants once when the same event arrives 5 times', async () => {
    const { userId, token } = await billing.signUp('five-times@example.com');
    const before = await billing.balanceOf(userId);
    const { sessionId, events } = await payPackQuietly(token, 'credits-100');
    const [signed] = billing.sign(events);
    for (let delivery = 0; delivery < 5; delivery += 1) {
      const answer = await billing.deliver(signed!);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: 0, msg: 'ok', data: { event_id: signed!.event.id, is_handled: true } });
    }
    expect(await billing.balanceOf(userId)).toBe(before + 100);
    expect((await billing.ledgerOf(userId)).filter((entry) => entry.startsWith('checkout:'))).toEqual([`checkout:${sessionId} 100`]);
  });

  it("shows the webhook's credits on the buyer's next user info, though their session was just read (and cached)", async () => {
    const { userId, token } = await billing.signUp('cached@example.com');
    const before = await billing.balanceOf(userId);
    const { events } = await payPackQuietly(token, 'credits-100');
    const [signed] = billing.sign(events);
    // Read right before the event, so the session cache holds the balance without the pack.
    expect((await callRoute(billing.product, getUserInfoRoute, { token })).data.credit).toBe(before);
    expect((await billing.deliver(signed!)).body.data).toEqual({ event_id: signed!.event.id, is_handled: true });
    expect((await callRoute(billing.product, getUserInfoRoute, { token })).data.credit).toBe(before + 100);
  });

  it('grants once when 100 deliveries of one event arrive at the same time', async () => {
    const { userId, token } = await billing.signUp('hundred@example.com');
    const before = await billing.balanceOf(userId);
    const { sessionId, events } = await payPackQuietly(token, 'credits-2000');
    const [signed] = billing.sign(events);
    const answers = await Promise.all(Array.from({ length: 100 }, () => billing.deliver(signed!)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(await billing.balanceOf(userId)).toBe(before + 2000);
    expect((await billing.ledgerOf(userId)).filter((entry) => entry.startsWith('checkout:'))).toEqual([`checkout:${sessionId} 2000`]);
  });

  it('grants once when the success page and the webhook race', async () => {
    const { userId, token } = await billing.signUp('race@example.com');
    const before = await billing.balanceOf(userId);
    const { sessionId, events } = await payPackQuietly(token);
    const [signed] = billing.sign(events);
    const [synced, ...delivered] = await Promise.all([
      callRoute(billing.product, syncCheckoutRoute, { body: { session_id: sessionId }, token }),
      billing.deliver(signed!),
      billing.deliver(signed!),
    ]);
    expect(delivered.map((answer) => answer.status)).toEqual([200, 200]);
    expect(synced.data.credit).toBe(before + 500);
    expect(await billing.balanceOf(userId)).toBe(before + 500);
  });

  it('ends in the same state whatever order a subscription’s events arrive in, old ones again included', async () => {
    const { userId, token } = await billing.signUp('reordered@example.com');
    const before = await billing.balanceOf(userId);
    const sessionId = await billing.startCheckout(token, 'subscription', 'pro-monthly');
    billing.stripe.webhookUrl = undefined;
    const firstEvents = await billing.stripe.completeCheckout(sessionId);
    const subscriptionId = billing.stripe.store.checkoutSessions.get(sessionId)!.subscriptionId!;
    const renewalEvents = await billing.stripe.renewSubscription(subscriptionId);
    billing.stripe.webhookUrl = billing.webhookUrl;
    // Newest first, then the first payment's events again, last of all the subscription as it was created.
    const reordered = billing.sign([...renewalEvents.reverse(), ...firstEvents.reverse()]);
    for (const signed of reordered) expect((await billing.deliver(signed)).status).toBe(200);
    expect((await billing.deliver(reordered[reordered.length - 1]!)).status).toBe(200);
    expect(await billing.planOf(userId)).toBe('Pro');
    expect(await billing.balanceOf(userId)).toBe(before + 800);
    const invoiceIds = [...billing.stripe.store.invoices.values()].filter((invoice) => invoice.subscriptionId === subscriptionId).map((invoice) => invoice.id);
    expect((await billing.ledgerOf(userId)).filter((entry) => entry.startsWith('invoice:')).sort()).toEqual(invoiceIds.map((id) => `invoice:${id} 400`).sort());
    const overview = (await callRoute(billing.product, getBillingRoute, { token })).data;
    expect(overview.subscription).toMatchObject({ status: 'active', plan_item_id: 'pro-monthly', cancel_at_period_end: false });
    expect(overview.payments.map((payment) => `${payment.kind} ${payment.description}`)).toEqual(['plan Pro', 'plan Pro']);
    // A subscriber changes plans in the portal, not with a second subscription.
    const second = await callRoute(billing.product, startCheckoutRoute, { body: { kind: 'subscription', item_id: 'business-monthly' }, token });
    expect(second.code).toBe(40900);
  });

  it('answers 400 to a bad signature and changes nothing', async () => {
    const { userId, token } = await billing.signUp('forged@example.com');
    const before = await billing.balanceOf(userId);
    const { events } = await payPackQuietly(token);
    const event = events[0]!;
    const object = (event.data as { object: Record<string, unknown> }).object;
    const good = billing.stripe.signedEvent(String(event.type), object);
    const forgeries = [
      billing.stripe.signedEvent(String(event.type), object, { secret: 'whsec_someone_else' }),
      billing.stripe.signedEvent(String(event.type), object, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      { body: good.body.replace('"livemode": false', '"livemode": true'), header: good.header },
      { body: good.body, header: 't=1,v1=0000' },
      { body: good.body, header: '' },
    ];
    for (const forged of forgeries) {
      const answer = await billing.deliver(forged);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(40000);
      expect(answer.body.msg).toMatch(/^The Stripe signature does not hold/u);
      expect(answer.body.data).toBeNull();
    }
    const unsigned = await fetch(billing.webhookUrl, { method: 'POST', body: good.body });
    expect(unsigned.status).toBe(400);
    // Whatever it is sent, the route reads raw bytes and answers the envelope.
    const odd = [
      { contentType: 'multipart/form-data; boundary=x', payload: '--x--', status: 400 },
      { contentType: 'application/x-www-form-urlencoded', payload: 'a=b', status: 400 },
      { contentType: 'application/json', payload: '{', status: 400 },
      { contentType: 'application/json', payload: 'x'.repeat(1024 * 1024 + 1), status: 413 },
    ];
    for (const { contentType, payload, status } of odd) {
      const answer = await billing.product.app.inject({
        method: 'POST',
        url: '/api/billing/stripe/webhook',
        headers: { 'content-type': contentType, 'stripe-signature': good.header },
        payload,
      });
      expect([answer.statusCode, (answer.json() as { data: unknown }).data]).toEqual([status, null]);
    }
    expect(await billing.balanceOf(userId)).toBe(before);
    expect(await billing.product.runtime.repositories.billingCustomers.findByUser(userId)).toMatchObject({ status: 'none', synced_at: null });
  });

  it('refuses checkouts it cannot sell, and success pages of someone else’s checkout', async () => {
    const { token } = await billing.signUp('refused@example.com');
    const unknown = await callRoute(billing.product, startCheckoutRoute, { body: { kind: 'pack', item_id: 'credits-7' }, token });
    expect([unknown.status, unknown.code]).toEqual([404, 40400]);
    const planAsPack = await callRoute(billing.product, startCheckoutRoute, { body: { kind: 'pack', item_id: 'pro-monthly' }, token });
    expect(planAsPack.code).toBe(40400);
    const guest = await callRoute(billing.product, startCheckoutRoute, {
      body: { kind: 'pack', item_id: 'credits-100' },
      token: await billing.product.createGuestToken(),
    });
    expect(guest.code).toBe(40300);
    const other = await billing.signUp('other-buyer@example.com');
    const othersSession = await billing.startCheckout(other.token, 'pack', 'credits-100');
    const stolen = await callRoute(billing.product, syncCheckoutRoute, { body: { session_id: othersSession }, token });
    expect(stolen.code).toBe(40400);
    const missing = await callRoute(billing.product, syncCheckoutRoute, { body: { session_id: 'cs_test_nothing' }, token });
    expect(missing.code).toBe(40400);
  });
});
