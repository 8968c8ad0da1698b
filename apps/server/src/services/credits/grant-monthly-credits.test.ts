import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { grantMonthlyCredits } from './grant-monthly-credits.ts';

describe('grantMonthlyCredits', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct({ RUN_WORKER: 'false' });
    const client = createAuthClient(product.app);
    for (const email of ['old.free@example.com', 'old.pro@example.com', 'new.free@example.com']) await client.register(email, 'right-password-1');
    await product.createGuestToken();
    const { db } = product.runtime.database;
    await db
      .updateTable('users')
      .set({ created_at: sql`'2026-10-14T09:00:00Z'::timestamptz` })
      .where('email', 'in', ['old.free@example.com', 'old.pro@example.com'])
      .execute();
    await db
      .updateTable('users')
      .set({ created_at: sql`'2026-11-02T09:00:00Z'::timestamptz` })
      .where('email', '=', 'new.free@example.com')
      .execute();
    await db.updateTable('users').set({ plan: 'Pro' }).where('email', '=', 'old.pro@example.com').execute();
  }, 60_000);
  afterAll(() => product.cleanup());

  const monthlyEntries = () =>
    product.runtime.database.db
      .selectFrom('credit_ledger')
      .innerJoin('users', 'users.id', 'credit_ledger.user_id')
      .select(['users.email', 'amount', 'balance_after', 'reason', 'idempotency_key'])
      .where('idempotency_key', 'like', 'monthly:%')
      .orderBy('users.email')
      .orderBy('idempotency_key')
      .execute();

  it("grants each signed-up account its plan's credits once a month, after its first month, however many passes run at once", async () => {
    const { repositories } = product.runtime;
    const november = new Date('2026-11-27T12:00:00Z');
    const counts = await Promise.all([
      grantMonthlyCredits(repositories, november),
      grantMonthlyCredits(repositories, november),
      grantMonthlyCredits(repositories, november),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await grantMonthlyCredits(repositories, november)).toBe(0);
    expect(await monthlyEntries()).toEqual([
      { email: 'old.free@example.com', amount: 10, balance_after: 20, reason: 'Monthly credits (Free plan)', idempotency_key: 'monthly:2026-11' },
      { email: 'old.pro@example.com', amount: 400, balance_after: 410, reason: 'Monthly credits (Pro plan)', idempotency_key: 'monthly:2026-11' },
    ]);
    expect(await grantMonthlyCredits(repositories, new Date('2026-12-01T00:30:00Z'))).toBe(3);
    expect((await monthlyEntries()).map((entry) => `${entry.email} ${entry.idempotency_key} ${entry.balance_after}`)).toEqual([
      'new.free@example.com monthly:2026-12 20',
      'old.free@example.com monthly:2026-11 20',
      'old.free@example.com monthly:2026-12 30',
      'old.pro@example.com monthly:2026-11 410',
      'old.pro@example.com monthly:2026-12 810',
    ]);
  });
});
