import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLANS } from '@talkreel/contract';
import { composeConfigSchema, ConfigError, loadConfig } from '@talkreel/platform/config';
import { describe, expect, test } from 'vitest';
import { billingConfigSlice, readBillingConfig } from './billing-config.ts';

const starter = { id: 'starter-monthly', tier: 'Starter', name: 'Starter', interval: 'month', amountCents: 900, currency: 'EUR', priceId: 'price_starter' };
const pack = { id: 'credits-50', name: '50 credits', credits: 50, amountCents: 500, currency: 'eur', lookupKey: 'credits_50' };

/** The ConfigError `readBillingConfig` throws for this BILLING_PLANS value. */
function errorFor(value: unknown): ConfigError {
  try {
    readBillingConfig({ BILLING_PLANS: typeof value === 'string' ? value : JSON.stringify(value) });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('readBillingConfig', () => {
  test('without BILLING_PLANS: Starter, Pro and Business monthly and yearly with the contract plan credits, and three packs, all by lookup key', () => {
    const config = readBillingConfig({});
    expect(config.plans.map((plan) => `${plan.id}:${plan.tier}:${plan.interval}:${plan.monthlyCredits}`)).toEqual([
      `starter-monthly:Starter:month:${PLANS.Starter.monthlyCredits}`,
      `starter-yearly:Starter:year:${PLANS.Starter.monthlyCredits}`,
      `pro-monthly:Pro:month:${PLANS.Pro.monthlyCredits}`,
      `pro-yearly:Pro:year:${PLANS.Pro.monthlyCredits}`,
      `business-monthly:Business:month:${PLANS.Business.monthlyCredits}`,
      `business-yearly:Business:year:${PLANS.Business.monthlyCredits}`,
    ]);
    expect(config.packs.map((item) => item.credits)).toEqual([100, 500, 2000]);
    for (const item of [...config.plans, ...config.packs]) {
      expect(item.lookupKey).toMatch(/^talkreel_/);
      expect(item.priceId).toBeUndefined();
    }
    // A yearly plan costs ten months.
    const monthly = config.plans.find((plan) => plan.id === 'pro-monthly')!;
    expect(config.plans.find((plan) => plan.id === 'pro-yearly')!.amountCents).toBe(monthly.amountCents * 10);
  });

  test('BILLING_PLANS as JSON: currencies lowercased, monthly credits from the tier unless given', () => {
    const config = readBillingConfig({
      BILLING_PLANS: JSON.stringify({
        plans: [starter, { ...starter, id: 'pro-custom', tier: 'Pro', priceId: 'price_pro', monthlyCredits: 999 }],
        packs: [pack],
      }),
    });
    expect(config.plans[0]).toMatchObject({ currency: 'eur', monthlyCredits: PLANS.Starter.monthlyCredits, priceId: 'price_starter' });
    expect(config.plans[1]!.monthlyCredits).toBe(999);
    expect(config.packs).toEqual([pack]);
  });

  test('BILLING_PLANS_FILE: the JSON file it names', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'billing-config-'));
    const file = path.join(directory, 'plans.json');
    writeFileSync(file, JSON.stringify({ packs: [pack] }));
    expect(readBillingConfig({ BILLING_PLANS_FILE: file })).toEqual({ plans: [], packs: [pack] });
    expect(() => readBillingConfig({ BILLING_PLANS_FILE: path.join(directory, 'missing.json') })).toThrow(
      'Invalid configuration: BILLING_PLANS_FILE cannot be read (ENOENT)',
    );
    writeFileSync(file, '{"packs": [');
    expect(() => readBillingConfig({ BILLING_PLANS_FILE: file })).toThrow(/^Invalid configuration: BILLING_PLANS_FILE is not JSON/);
  });

  test.each([
    ['not JSON', '{plans:', 'BILLING_PLANS', /^is not JSON/],
    ['a negative amount', { plans: [{ ...starter, amountCents: -5 }] }, 'BILLING_PLANS', /^plans\[0\]\.amountCents must be above 0$/],
    ['cents as a fraction', { packs: [{ ...pack, amountCents: 4.99 }] }, 'BILLING_PLANS', /^packs\[0\]\.amountCents must be a whole number of cents$/],
    ['a tier that cannot be bought', { plans: [{ ...starter, tier: 'Free' }] }, 'BILLING_PLANS', /^plans\[0\]\.tier must be Starter, Pro or Business$/],
    [
      'an interval Stripe plans here do not use',
      { plans: [{ ...starter, interval: 'week' }] },
      'BILLING_PLANS',
      /^plans\[0\]\.interval must be month or year$/,
    ],
    [
      'both a price id and a lookup key',
      { packs: [{ ...pack, priceId: 'price_x' }] },
      'BILLING_PLANS',
      /^packs\[0\]\.priceId give exactly one of priceId and lookupKey$/,
    ],
    ['neither a price id nor a lookup key', { plans: [{ ...starter, priceId: undefined }] }, 'BILLING_PLANS', /^plans\[0\]\.priceId give exactly one/],
    ['a price id that is not one', { plans: [{ ...starter, priceId: 'prod_123' }] }, 'BILLING_PLANS', /^plans\[0\]\.priceId must be a Stripe price id/],
    [
      'an id used twice',
      { plans: [starter], packs: [{ ...pack, id: 'starter-monthly' }] },
      'BILLING_PLANS',
      /^packs\[0\]\.id "starter-monthly" is used twice$/,
    ],
    ['a price used twice', { plans: [starter, { ...starter, id: 'starter-2' }] }, 'BILLING_PLANS', /^plans\[1\]\.priceId "price_starter" is used twice$/],
    ['an id with capitals', { packs: [{ ...pack, id: 'Credits' }] }, 'BILLING_PLANS', /^packs\[0\]\.id must be lowercase/],
    ['a misspelt field', { packs: [{ ...pack, credit: 5 }] }, 'BILLING_PLANS', /^packs\[0\] Unrecognized key: "credit"$/],
    ['a pack without credits', { packs: [{ ...pack, credits: undefined }] }, 'BILLING_PLANS', /^packs\[0\]\.credits must be a number$/],
    ['nothing to sell', { plans: [], packs: [] }, 'BILLING_PLANS', /^plans there is neither a plan nor a pack to sell$/],
  ])('refuses %s, naming the field', (_, value, variable, rule) => {
    const error = errorFor(value);
    expect(error.variable).toBe(variable);
    expect(error.rule).toMatch(rule);
  });

  test('BILLING_PLANS and BILLING_PLANS_FILE together are refused', () => {
    expect(() => readBillingConfig({ BILLING_PLANS: '{}', BILLING_PLANS_FILE: 'plans.json' })).toThrow(
      'BILLING_PLANS_FILE cannot be set together with BILLING_PLANS',
    );
  });
});

describe('billingConfigSlice', () => {
  const load = (env: Record<string, string>) => loadConfig(composeConfigSchema(billingConfigSlice), env, '/nonexistent/.env');

  test('payments are off without a key, and a key needs its webhook secret', () => {
    expect(load({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET must be set together with STRIPE_SECRET_KEY',
    );
    expect(load({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_abc' });
  });

  test('a publishable key in place of the secret one is refused', () => {
    expect(() => load({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret or restricted key/,
    );
  });
});
