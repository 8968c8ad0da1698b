import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBillingRoute } from '@talkreel/contract';
import { debitCredits } from '@talkreel/platform';
import { grantMonthlyCredits, monthKeyOf } from '../../services/credits/grant-monthly-credits.ts';
import { startBillingTestProduct, type BillingTestProduct } from '../../test-support/billing-test-product.ts';
import { callRoute } from '../../test-support/call-route.ts';

const dayMs = 24 * 60 * 60_000;

describe('subscriptions over time against a fake Stripe: renewals, cancellation, failed payments, refunds', () => {
  let billing: BillingTestProduct;
  beforeAll(async () => {
    billing = await startBillingTestProduct();
  });
  afterAll(() => billing?.close());

  /** Signs up and subscribes through checkout, the events delivered; the subscription's id. */
  const subscribe = async (email: string, planId: string) => {
    const account = await billing.signUp(email);
    const before = await billing.balanceOf(account.userId);
    const sessionId = await billing.startCheckout(account.token, 'subscription', planId);
    await billing.stripe.completeCheckout(sessionId);
    const subscriptionId = billing.stripe.store.checkoutSessions.get(sessionId)!.subscriptionId!;
    return { ...account, before, subscriptionId };
  };
  const storedState = (userId: string) => billing.product.runtime.repositories.billingCustomers.findByUser(userId);
  const invoiceKeys = async (userId: string) => (await billing.ledgerOf(userId)).filter((entry) => entry.startsWith('invoice:'));

  it("grants a renewal's month of credits once, and the Free plan's monthly grant leaves the subscriber out", async () => {
    const { userId, before, subscriptionId } = await subscribe('renews@example.com', 'starter-monthly');
    expect(await billing.planOf(userId)).toBe('Starter');
    expect(await billing.balanceOf(userId)).toBe(before + 100);

    const renewal = await billing.stripe.renewSubscription(subscriptionId);
    expect(await billing.balanceOf(userId)).toBe(before + 200);
    // Stripe sends the renewal again (a retry after a slow answer), and a re-sync runs: nothing more.
    for (const signed of billing.sign(renewal)) expect((await billing.deliver(signed)).status).toBe(200);
    await billing.resync();
    expect(await billing.balanceOf(userId)).toBe(before + 200);
    const invoices = [...billing.stripe.store.invoices.values()].filter((invoice) => invoice.subscriptionId === subscriptionId);
    expect((await invoiceKeys(userId)).sort()).toEqual(invoices.map((invoice) => `invoice:${invoice.id} 100`).sort());

    const nextYear = new Date(Date.now() + 365 * dayMs);
    await grantMonthlyCredits(billing.product.runtime.repositories, nextYear);
    expect((await billing.ledgerOf(userId)).some((entry) => entry.startsWith(`monthly:${monthKeyOf(nextYear)}`))).toBe(false);
  });

  it('keeps a plan cancelled at the period end until that end, then moves the account to Free without waiting for the event', async () => {
    const { userId, token, before, subscriptionId } = await subscribe('cancels@example.com', 'pro-monthly');
    await billing.stripe.cancelAtPeriodEnd(subscriptionId);
    const periodEnd = new Date(billing.stripe.store.subscriptions.get(subscriptionId)!.periodEnd * 1000);
    expect(await billing.planOf(userId)).toBe('Pro');
    expect(await storedState(userId)).toMatchObject({ status: 'active', cancel_at_period_end: true, next_sync_at: periodEnd });
    const overview = (await callRoute(billing.product, getBillingRoute, { token })).data;
    expect(overview.subscription).toEqual({
      status: 'active',
      plan_item_id: 'pro-monthly',
      current_period_end: periodEnd.toISOString(),
      cancel_at_period_end: true,
      grace_ends_at: null,
    });

    // The period ends; Stripe's event has not come yet: the scheduled re-sync ends the plan.
    billing.stripe.setNow(new Date(periodEnd.getTime() + 60_000));
    expect(await billing.resync()).toBeGreaterThanOrEqual(1);
    expect(await billing.planOf(userId)).toBe('Free');
    expect(await storedState(userId)).toMatchObject({ status: 'canceled', plan: 'Free', next_sync_at: null });
    await billing.stripe.endSubscription(subscriptionId);
    expect(await billing.planOf(userId)).toBe('Free');
    expect(await billing.balanceOf(userId)).toBe(before + 400);
  });

  it('keeps the plan through the grace after a failed renewal, then Free, and a late payment brings it back with its credits', async () => {
    const { userId, before, subscriptionId } = await subscribe('declined@example.com', 'business-monthly');
    const paidUntil = billing.stripe.store.subscriptions.get(subscriptionId)!.periodEnd * 1000;
    await billing.stripe.failRenewal(subscriptionId);
    const graceEndsAt = new Date(paidUntil + 7 * dayMs);
    expect(await billing.planOf(userId)).toBe('Business');
    expect(await storedState(userId)).toMatchObject({ status: 'past_due_grace', grace_ends_at: graceEndsAt, next_sync_at: graceEndsAt });
    expect(await billing.balanceOf(userId)).toBe(before + 1500);
    const farMonth = new Date(Date.now() + 2 * 365 * dayMs);
    await grantMonthlyCredits(billing.product.runtime.repositories, farMonth);
    expect((await billing.ledgerOf(userId)).some((entry) => entry.startsWith('monthly:'))).toBe(false);

    billing.stripe.setNow(new Date(graceEndsAt.getTime() - 60_000));
    await billing.resync();
    expect(await billing.planOf(userId)).toBe('Business');
    billing.stripe.setNow(new Date(graceEndsAt.getTime() + 60_000));
    await billing.resync();
    expect(await billing.planOf(userId)).toBe('Free');
    expect(await storedState(userId)).toMatchObject({ status: 'lapsed', plan: 'Free' });
    // On Free again, the monthly Free grant includes the account.
    await grantMonthlyCredits(billing.product.runtime.repositories, farMonth);
    expect((await billing.ledgerOf(userId)).filter((entry) => entry.startsWith('monthly:'))).toEqual([`monthly:${monthKeyOf(farMonth)} 10`]);

    await billing.stripe.recoverRenewal(subscriptionId);
    expect(await billing.planOf(userId)).toBe('Business');
    expect(await storedState(userId)).toMatchObject({ status: 'active', grace_ends_at: null });
    expect(await invoiceKeys(userId)).toHaveLength(2);
    expect(await billing.balanceOf(userId)).toBe(before + 3000 + 10);
  });

  it('claws back what is left of a refunded pack (capped at the balance) and a refunded invoice in proportion', async () => {
    const { userId, token } = await billing.signUp('refunded@example.com');
    const before = await billing.balanceOf(userId);
    const packSession = await billing.startCheckout(token, 'pack', 'credits-500');
    await billing.stripe.completeCheckout(packSession);
    await billing.product.runtime.database.db
      .transaction()
      .execute((trx) => debitCredits(trx, { userId, amount: before + 450, idempotencyKey: 'spent', reason: 'Talking photo video' }));
    expect(await billing.balanceOf(userId)).toBe(50);

    const deliveriesBefore = billing.stripe.deliveries.length;
    await billing.stripe.refund(packSession);
    expect(billing.stripe.deliveries.slice(deliveriesBefore).map((delivery) => `${String(delivery.event.type)} ${delivery.status}`)).toEqual([
      'refund.created 200',
      'charge.refunded 200',
    ]);
    expect(await billing.balanceOf(userId)).toBe(0);
    const [clawback] = (await billing.ledgerOf(userId)).filter((entry) => entry.startsWith('refund:'));
    expect(clawback).toMatch(/^refund:re_\w+ -50$/u);

    // A plan's invoice refunded by half: half its month of credits goes back.
    const sessionId = await billing.startCheckout(token, 'subscription', 'starter-monthly');
    await billing.stripe.completeCheckout(sessionId);
    expect(await billing.balanceOf(userId)).toBe(100);
    const invoiceId = billing.stripe.store.checkoutSessions.get(sessionId)!.invoiceId!;
    await billing.stripe.refund(invoiceId, 600);
    expect(await billing.balanceOf(userId)).toBe(50);
    const refunds = await billing.resync().then(() => billing.ledgerOf(userId));
    expect(refunds.filter((entry) => entry.startsWith('refund:'))).toHaveLength(2);
  });

  it('grants a yearly plan month by month: the next month when it comes due, once, whoever syncs', async () => {
    const { userId, before, subscriptionId } = await subscribe('yearly@example.com', 'pro-yearly');
    const invoiceId = billing.stripe.store.subscriptions.get(subscriptionId)!.latestInvoiceId!;
    expect(await invoiceKeys(userId)).toEqual([`invoice:${invoiceId}:m1 400`]);
    const { next_sync_at: nextSyncAt } = (await storedState(userId))!;
    expect(nextSyncAt).not.toBeNull();

    billing.stripe.setNow(new Date(nextSyncAt!.getTime() + 1000));
    await Promise.all([billing.resync(), billing.resync(), billing.resync()]);
    await billing.resync();
    expect(await invoiceKeys(userId)).toEqual([`invoice:${invoiceId}:m1 400`, `invoice:${invoiceId}:m2 400`]);
    expect(await billing.balanceOf(userId)).toBe(before + 800);
    expect((await storedState(userId))!.next_sync_at!.getTime()).toBeGreaterThan(nextSyncAt!.getTime());
  });
});
