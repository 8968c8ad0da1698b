import { describe, expect, test } from 'vitest';
import type { ResolvedBillingConfig } from '../billing-catalog.ts';
import type { InvoiceInfo, InvoiceLineInfo, SubscriptionInfo } from '../payment-provider.ts';
import { decidePlanState } from './decide-plan-state.ts';
import { purchaseFromInvoice } from './find-purchases.ts';

const config: ResolvedBillingConfig = {
  plans: [
    {
      id: 'starter-monthly',
      tier: 'Starter',
      name: 'Starter',
      monthlyCredits: 100,
      interval: 'month',
      amountCents: 1200,
      currency: 'usd',
      priceId: 'price_starter',
    },
    { id: 'pro-monthly', tier: 'Pro', name: 'Pro', monthlyCredits: 400, interval: 'month', amountCents: 3900, currency: 'usd', priceId: 'price_pro' },
  ],
  packs: [],
};
const start = new Date('2026-03-01T00:00:00Z');
const end = new Date('2026-04-01T00:00:00Z');
const midway = new Date('2026-03-16T00:00:00Z');

const line = (priceId: string, amountCents: number, isProration: boolean, periodStart = start): InvoiceLineInfo => ({
  priceId,
  amountCents,
  isProration,
  periodStart,
  periodEnd: end,
});
const invoice = (lines: InvoiceLineInfo[], fields: Partial<InvoiceInfo> = {}): InvoiceInfo => ({
  id: 'in_1',
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  billingReason: 'subscription_update',
  amountPaidCents: lines.reduce((sum, item) => sum + item.amountCents, 0),
  currency: 'usd',
  paidAt: midway,
  lines,
  ...fields,
});
const subscription = (fields: Partial<SubscriptionInfo>): SubscriptionInfo => ({
  id: 'sub_1',
  customerId: 'cus_1',
  accountId: 'account-1',
  status: 'active',
  priceId: 'price_starter',
  currentPeriodStart: start,
  currentPeriodEnd: end,
  cancelAtPeriodEnd: false,
  cancelAt: null,
  endedAt: null,
  createdAt: start,
  ...fields,
});

describe('purchaseFromInvoice: plan changes in the middle of a period', () => {
  test('an upgrade grants the difference of monthly credits once, keyed by its invoice', () => {
    const warnings: string[] = [];
    const upgrade = invoice([line('price_starter', -600, true, midway), line('price_pro', 1950, true, midway)]);
    expect(purchaseFromInvoice(upgrade, config, undefined, warnings)?.instalments).toEqual([
      { idempotencyKey: 'invoice:in_1', credits: 300, dueAt: midway, reason: 'Upgrade credits (Pro plan)' },
    ]);
    expect(warnings).toEqual([]);
  });

  test('a downgrade grants nothing', () => {
    const downgrade = invoice([line('price_pro', -1950, true, midway), line('price_starter', 600, true, midway)]);
    expect(purchaseFromInvoice(downgrade, config, undefined, [])).toBeUndefined();
  });

  test('a change that restarts the period (a full period line) is a new period of the new plan', () => {
    const restart = invoice([line('price_starter', -600, true, midway), line('price_pro', 3900, false, midway)]);
    expect(purchaseFromInvoice(restart, config, undefined, [])?.instalments.map((instalment) => instalment.credits)).toEqual([400]);
  });
});

describe('decidePlanState', () => {
  test('with two subscriptions, the one in better standing wins, then the bigger plan', () => {
    const now = new Date('2026-03-20T00:00:00Z');
    const warnings: string[] = [];
    const lapsedPro = subscription({ id: 'sub_pro', priceId: 'price_pro', status: 'past_due', currentPeriodStart: new Date('2026-03-01T00:00:00Z') });
    const activeStarter = subscription({ id: 'sub_starter' });
    expect(decidePlanState([lapsedPro, activeStarter], [], config, now, 7 * 86_400_000, warnings)).toMatchObject({
      plan: 'Starter',
      subscriptionId: 'sub_starter',
      status: 'active',
    });
    const activePro = subscription({ id: 'sub_pro2', priceId: 'price_pro' });
    expect(decidePlanState([activeStarter, activePro], [], config, now, 7 * 86_400_000, warnings)).toMatchObject({ plan: 'Pro', subscriptionId: 'sub_pro2' });
  });

  test('a subscription whose first payment failed gives no plan', () => {
    expect(decidePlanState([subscription({ status: 'incomplete' })], [], config, midway, 0, [])).toMatchObject({ plan: 'Free', status: 'incomplete' });
  });
});
