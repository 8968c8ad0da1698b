import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { readBillingConfig } from './billing-config.ts';
import { StripePaymentProvider } from './engines/stripe-payment-provider.ts';
import { paymentGraceMs, syncCustomer, type SyncCustomerInput } from './sync-customer.ts';
import { startFakeStripeServer, type FakeStripeServer } from './testing/index.ts';

const dayMs = 24 * 60 * 60_000;
let fake: FakeStripeServer;
let provider: StripePaymentProvider;

beforeEach(async () => {
  fake = await startFakeStripeServer({ now: new Date('2026-01-31T09:00:00Z') });
  const config = readBillingConfig({});
  fake.seedPrices(config);
  provider = await StripePaymentProvider.start(
    { secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url, maxNetworkRetries: 0 },
    config,
  );
});

afterEach(async () => {
  await fake.close();
});

const accountId = 'account-1';
const urls = { successUrl: 'https://talkreel.test/?checkout={CHECKOUT_SESSION_ID}', cancelUrl: 'https://talkreel.test/' };

/** Buys a plan or pack through checkout and the fake's Pay; returns the ids the server would store. */
async function buy(kind: 'subscription' | 'pack', itemId: string, stripeCustomerId?: string) {
  const start = await provider.createCheckout({ kind, itemId, customer: { accountId, ...(stripeCustomerId ? { stripeCustomerId } : {}) }, ...urls });
  await fake.completeCheckout(start.sessionId);
  const session = await provider.readCheckoutSession(start.sessionId);
  return { customerId: start.customerId, sessionId: start.sessionId, subscriptionId: session.subscriptionId };
}

function sync(customerId: string | null, fields: Partial<SyncCustomerInput> = {}) {
  return syncCustomer({ provider, accountId, stripeCustomerId: customerId, config: provider.config, now: fake.now(), ...fields });
}

const paidInvoiceIds = (subscriptionId: string) =>
  [...fake.store.invoices.values()]
    .filter((invoice) => invoice.subscriptionId === subscriptionId && invoice.status === 'paid')
    .sort((a, b) => a.sequence - b.sequence)
    .map((invoice) => invoice.id);

describe('syncCustomer against the fake Stripe', () => {
  test('an account that never paid is Free, with nothing to grant', async () => {
    expect(await sync(null)).toMatchObject({ customerId: null, plan: 'Free', status: 'none', grants: [], clawbacks: [], nextSyncAt: null });
  });

  test('a pack: one grant keyed by the checkout session, found from the session alone, and nothing before payment', async () => {
    const start = await provider.createCheckout({ kind: 'pack', itemId: 'credits-500', customer: { accountId }, ...urls });
    expect((await sync(null, { sessionId: start.sessionId })).grants).toEqual([]);

    await fake.completeCheckout(start.sessionId);
    const state = await sync(null, { sessionId: start.sessionId });
    expect(state.customerId).toBe(start.customerId);
    expect(state).toMatchObject({ plan: 'Free', status: 'none' });
    expect(state.grants).toEqual([{ idempotencyKey: `checkout:${start.sessionId}`, credits: 500, reason: 'Credit pack (500 credits)', dueAt: fake.now() }]);
  });

  test('a subscription starts: the plan, and its monthly credits keyed by the first invoice', async () => {
    const { customerId, subscriptionId } = await buy('subscription', 'starter-monthly');
    const state = await sync(customerId);
    const [invoiceId] = paidInvoiceIds(subscriptionId!);
    expect(state).toMatchObject({
      plan: 'Starter',
      planItemId: 'starter-monthly',
      status: 'active',
      subscriptionId,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      nextSyncAt: null,
      warnings: [],
    });
    expect(state.currentPeriodEnd!.toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(state.grants).toEqual([
      { idempotencyKey: `invoice:${invoiceId}`, credits: 100, reason: 'Monthly credits (Starter plan)', dueAt: new Date('2026-01-31T09:00:00Z') },
    ]);
  });

  test('a renewal: one more grant keyed by the new invoice; the same state read twice gives the same keys', async () => {
    const { customerId, subscriptionId } = await buy('subscription', 'pro-monthly');
    const before = await sync(customerId);
    await fake.renewSubscription(subscriptionId!);
    const after = await sync(customerId);
    const [first, renewal] = paidInvoiceIds(subscriptionId!);
    expect(after.grants.map((grant) => [grant.idempotencyKey, grant.credits])).toEqual([
      [`invoice:${first}`, 400],
      [`invoice:${renewal}`, 400],
    ]);
    expect(after.grants[0]).toEqual(before.grants[0]);
    expect(after.currentPeriodEnd!.toISOString()).toBe('2026-03-28T09:00:00.000Z');
    // Replayed (a second webhook, the success page, a periodic pass): identical, so the ledger applies nothing twice.
    expect(await sync(customerId)).toEqual(after);
    expect((await sync(customerId, { now: new Date(fake.now().getTime() + 20 * dayMs) })).grants).toEqual(after.grants);
  });

  test('cancelled at the period end: the plan stays until then, then Free; the grants stay', async () => {
    const { customerId, subscriptionId } = await buy('subscription', 'business-monthly');
    await fake.cancelAtPeriodEnd(subscriptionId!);
    const cancelling = await sync(customerId);
    expect(cancelling).toMatchObject({ plan: 'Business', status: 'active', cancelAtPeriodEnd: true });
    expect(cancelling.nextSyncAt).toEqual(cancelling.currentPeriodEnd);

    const justBefore = await sync(customerId, { now: new Date(cancelling.currentPeriodEnd!.getTime() - 1) });
    expect(justBefore.plan).toBe('Business');
    // At the period end the plan is over even before Stripe's event arrives.
    expect(await sync(customerId, { now: cancelling.currentPeriodEnd! })).toMatchObject({ plan: 'Free', planItemId: null, status: 'canceled' });

    await fake.endSubscription(subscriptionId!);
    const ended = await sync(customerId);
    expect(ended).toMatchObject({ plan: 'Free', status: 'canceled', subscriptionId, nextSyncAt: null });
    expect(ended.grants).toEqual(cancelling.grants);
  });

  test('a failed renewal: 7 days of grace after the paid period, then Free; a late payment brings the plan and its credits back', async () => {
    const { customerId, subscriptionId } = await buy('subscription', 'starter-monthly');
    const paidPeriodEnd = (await sync(customerId)).currentPeriodEnd!;
    await fake.failRenewal(subscriptionId!);

    const grace = await sync(customerId);
    expect(grace).toMatchObject({ plan: 'Starter', status: 'past_due_grace' });
    expect(grace.graceEndsAt).toEqual(new Date(paidPeriodEnd.getTime() + paymentGraceMs));
    expect(grace.nextSyncAt).toEqual(grace.graceEndsAt);
    expect(grace.grants).toHaveLength(1);

    expect((await sync(customerId, { now: new Date(grace.graceEndsAt!.getTime() - 1) })).plan).toBe('Starter');
    expect(await sync(customerId, { now: new Date(paidPeriodEnd.getTime() + 7 * dayMs) })).toMatchObject({ plan: 'Free', status: 'lapsed', nextSyncAt: null });

    fake.setNow(new Date(paidPeriodEnd.getTime() + 9 * dayMs));
    await fake.recoverRenewal(subscriptionId!);
    const recovered = await sync(customerId);
    expect(recovered).toMatchObject({ plan: 'Starter', status: 'active', graceEndsAt: null });
    const [, retried] = paidInvoiceIds(subscriptionId!);
    expect(recovered.grants.map((grant) => grant.idempotencyKey)).toEqual([grace.grants[0]!.idempotencyKey, `invoice:${retried}`]);
    expect(recovered.grants[1]!.dueAt).toEqual(fake.now());
  });

  test('refunds claw back in proportion: a whole pack, half a month', async () => {
    const pack = await buy('pack', 'credits-100');
    const { subscriptionId } = await buy('subscription', 'pro-monthly', pack.customerId);
    const [invoiceId] = paidInvoiceIds(subscriptionId!);
    await fake.refund(pack.sessionId);
    fake.setNow(new Date(fake.now().getTime() + 60_000));
    await fake.refund(invoiceId!, 1950);
    const refunds = [...fake.store.refunds.values()].sort((a, b) => a.sequence - b.sequence);

    const state = await sync(pack.customerId);
    expect(state.grants.map((grant) => grant.credits)).toEqual([100, 400]);
    expect(state.clawbacks).toEqual([
      { idempotencyKey: `refund:${refunds[0]!.id}`, credits: 100, reason: 'Refund: Credit pack (100 credits)' },
      { idempotencyKey: `refund:${refunds[1]!.id}`, credits: 200, reason: 'Refund: Pro plan (monthly)' },
    ]);
    expect(await sync(pack.customerId)).toEqual(state);
  });

  test('a yearly plan: the monthly credits come due month by month, keyed per month of the invoice', async () => {
    const { customerId, subscriptionId } = await buy('subscription', 'pro-yearly');
    const [invoiceId] = paidInvoiceIds(subscriptionId!);
    const first = await sync(customerId);
    expect(first.grants).toEqual([
      { idempotencyKey: `invoice:${invoiceId}:m1`, credits: 400, reason: 'Monthly credits (Pro plan, yearly: month 1 of 12)', dueAt: fake.now() },
    ]);
    // January 31st: the next months start on the last day of shorter months.
    expect(first.nextSyncAt!.toISOString()).toBe('2026-02-28T09:00:00.000Z');

    const inMay = await sync(customerId, { now: new Date('2026-05-30T00:00:00Z') });
    expect(inMay.grants.map((grant) => `${grant.idempotencyKey.split(':').at(-1)} ${grant.dueAt.toISOString().slice(0, 10)}`)).toEqual([
      'm1 2026-01-31',
      'm2 2026-02-28',
      'm3 2026-03-31',
      'm4 2026-04-30',
    ]);
    expect(inMay.grants.slice(0, 1)).toEqual(first.grants);

    const afterYear = await sync(customerId, { now: new Date('2027-02-01T00:00:00Z') });
    expect(afterYear.grants).toHaveLength(12);
    expect(afterYear.nextSyncAt).toBeNull();
  });

  test('a yearly plan refunded for its unused months keeps what came due and grants no more', async () => {
    const { customerId, subscriptionId } = await buy('subscription', 'starter-yearly');
    const [invoiceId] = paidInvoiceIds(subscriptionId!);
    // Three months used (months 1 to 3 granted), nine refunded: nothing to take back, nothing more to come.
    fake.setNow(new Date('2026-04-15T00:00:00Z'));
    await fake.refund(invoiceId!, 9000);
    await fake.endSubscription(subscriptionId!);
    const state = await sync(customerId, { now: new Date('2026-12-01T00:00:00Z') });
    expect(state.grants.map((grant) => grant.credits)).toEqual([100, 100, 100]);
    expect(state.clawbacks).toEqual([]);
    expect(state).toMatchObject({ plan: 'Free', status: 'canceled', nextSyncAt: null });
  });

  test('a session or subscription of another account is refused', async () => {
    const theirs = await provider.createCheckout({ kind: 'subscription', itemId: 'pro-monthly', customer: { accountId: 'someone-else' }, ...urls });
    await fake.completeCheckout(theirs.sessionId);
    await expect(sync(null, { sessionId: theirs.sessionId })).rejects.toMatchObject({ reason: 'account_mismatch' });
    const subscriptionId = (await provider.readCheckoutSession(theirs.sessionId)).subscriptionId!;
    await expect(sync(null, { subscriptionId })).rejects.toMatchObject({ reason: 'account_mismatch' });
    const mine = await buy('pack', 'credits-100');
    await expect(sync(mine.customerId, { subscriptionId })).rejects.toMatchObject({ reason: 'account_mismatch' });
  });

  test('a subscription to a price that is no longer configured gives no plan and no credits, and says so', async () => {
    const customerId = fake.store.createCustomer(null, {}).id;
    const retired = fake.createPrice({ unitAmountCents: 2500, currency: 'usd', interval: 'month' });
    const session = fake.store.createCheckoutSession({
      mode: 'subscription',
      customerId,
      customerEmail: null,
      clientReferenceId: accountId,
      lineItems: [{ priceId: retired.id, quantity: 1 }],
      metadata: {},
      subscriptionMetadata: {},
      paymentIntentMetadata: {},
      successUrl: urls.successUrl,
      cancelUrl: null,
      amountTotalCents: 2500,
      currency: 'usd',
    });
    await fake.completeCheckout(session.id);
    const state = await sync(customerId);
    expect(state).toMatchObject({ plan: 'Free', status: 'none', grants: [] });
    expect(state.warnings).toEqual([
      expect.stringMatching(new RegExp(`^Subscription sub_\\w+ is for price ${retired.id}, which is not a configured plan`)),
      expect.stringMatching(new RegExp(`^Invoice in_\\w+ pays price ${retired.id}, which is not a configured plan`)),
    ]);
  });
});
