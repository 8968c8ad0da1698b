import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, requirePostgresForTest, type ScratchDatabase } from '@talkreel/platform/testing';
import { startBillingTestProduct, type BillingTestProduct } from '../../test-support/billing-test-product.ts';
import { grantMonthlyCredits, monthKeyOf } from '../credits/grant-monthly-credits.ts';

const reachable = await requirePostgresForTest('monthly grants test');

/**
 * Two processes on one PostgreSQL database each run what every worker runs
 * on its schedule (the calendar month's grant and the billing re-sync), at
 * once and repeatedly, and one of them restarts in between: every month of
 * credits is granted once, whichever plan it comes from.
 */
describe.skipIf(!reachable)('monthly credits on PostgreSQL, two workers and a restart', () => {
  let database: ScratchDatabase;
  let first: BillingTestProduct;
  let second: BillingTestProduct;
  const accounts: Record<'free' | 'monthly' | 'yearly', string> = { free: '', monthly: '', yearly: '' };

  beforeAll(async () => {
    database = await createScratchDatabase('talkreel_monthly_grants');
    first = await startBillingTestProduct({ DATABASE_URL: database.url });
    second = await startBillingTestProduct({ DATABASE_URL: database.url }, { stripe: first.stripe });
    accounts.free = (await first.signUp('free@example.com')).userId;
    for (const [kind, planId] of [
      ['monthly', 'starter-monthly'],
      ['yearly', 'pro-yearly'],
    ] as const) {
      const { userId, token } = await first.signUp(`${kind}@example.com`);
      await first.stripe.completeCheckout(await first.startCheckout(token, 'subscription', planId));
      accounts[kind] = userId;
    }
    // Signed up last month, so this month's Free grant is due (the first month is the welcome grant).
    const lastMonth = new Date(first.stripe.now().getTime() - 40 * 24 * 60 * 60_000);
    await first.product.runtime.database.db
      .updateTable('users')
      .set({ created_at: sql`${lastMonth.toISOString()}::timestamptz` })
      .where('id', 'in', Object.values(accounts))
      .execute();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.drop();
  });

  /** Every scheduled pass, twice over, in both processes at the same time, at the fake Stripe's time. */
  const runEveryPassTwiceInBoth = async () => {
    const now = first.stripe.now();
    await Promise.all([first, second, first, second].flatMap((process) => [grantMonthlyCredits(process.product.runtime.repositories, now), process.resync()]));
  };
  const monthlyEntries = async () => {
    const entries: string[] = [];
    for (const [kind, userId] of Object.entries(accounts)) {
      for (const entry of await first.ledgerOf(userId)) if (/^(monthly|invoice):/u.test(entry)) entries.push(`${kind} ${entry.replace(/in_\w+/u, 'in')}`);
    }
    return entries.sort();
  };

  it('grants the Free month once, leaves subscribers to their invoices, and a yearly plan its next month once', async () => {
    const yearly = (await first.product.runtime.repositories.billingCustomers.findByUser(accounts.yearly))!;
    first.stripe.setNow(new Date(yearly.next_sync_at!.getTime() + 1000));
    await runEveryPassTwiceInBoth();
    const month = monthKeyOf(first.stripe.now());
    const afterFirstPasses = await monthlyEntries();
    expect(afterFirstPasses).toEqual([`free monthly:${month} 10`, 'monthly invoice:in 100', 'yearly invoice:in:m1 400', 'yearly invoice:in:m2 400'].sort());

    // A worker restarts (its process stops and a new one starts on the same database) and every pass runs again.
    await second.close();
    second = await startBillingTestProduct({ DATABASE_URL: database.url }, { stripe: first.stripe });
    await runEveryPassTwiceInBoth();
    expect(await monthlyEntries()).toEqual(afterFirstPasses);

    // The yearly plan's third month comes due: both grant it, once.
    const next = (await first.product.runtime.repositories.billingCustomers.findByUser(accounts.yearly))!.next_sync_at!;
    first.stripe.setNow(new Date(next.getTime() + 1000));
    await runEveryPassTwiceInBoth();
    const entries = await monthlyEntries();
    expect(entries.filter((entry) => entry.startsWith('yearly'))).toEqual(['yearly invoice:in:m1 400', 'yearly invoice:in:m2 400', 'yearly invoice:in:m3 400']);
    expect(entries.filter((entry) => entry.startsWith('monthly'))).toEqual(['monthly invoice:in 100']);
    expect(entries.filter((entry) => entry.startsWith('free'))).toEqual(
      [...new Set([month, monthKeyOf(first.stripe.now())])].map((key) => `free monthly:${key} 10`),
    );
  });
});
