import { describe, expect, test } from 'vitest';
import { BillingConfigSchema } from './billing-catalog.ts';
import type { PriceInfo } from './payment-provider.ts';
import { resolveBillingPrices, type PriceLookup } from './resolve-billing-prices.ts';

const config = BillingConfigSchema.parse({
  plans: [
    { id: 'pro-monthly', tier: 'Pro', name: 'Pro', interval: 'month', amountCents: 3900, currency: 'usd', lookupKey: 'pro_monthly' },
    { id: 'pro-yearly', tier: 'Pro', name: 'Pro', interval: 'year', amountCents: 39000, currency: 'usd', priceId: 'price_yearly' },
  ],
  packs: [{ id: 'credits-100', name: '100 credits', credits: 100, amountCents: 1500, currency: 'usd', lookupKey: 'credits_100' }],
});

const price = (id: string, fields: Partial<PriceInfo>): PriceInfo => ({
  id,
  lookupKey: null,
  isActive: true,
  unitAmountCents: 0,
  currency: 'usd',
  interval: null,
  intervalCount: 1,
  ...fields,
});
const stripePrices = [
  price('price_monthly', { lookupKey: 'pro_monthly', unitAmountCents: 3900, interval: 'month' }),
  price('price_yearly', { unitAmountCents: 39000, interval: 'year' }),
  price('price_pack', { lookupKey: 'credits_100', unitAmountCents: 1500 }),
];

/** Prices as Stripe would answer them, after `change` (one price replaced or removed). */
function lookup(change: (prices: PriceInfo[]) => PriceInfo[] = (prices) => prices): PriceLookup & { lookedUp: string[][] } {
  const prices = change(stripePrices);
  const lookedUp: string[][] = [];
  return {
    lookedUp,
    findPricesByLookupKeys: async (keys) => {
      lookedUp.push(keys);
      return prices.filter((candidate) => candidate.lookupKey !== null && keys.includes(candidate.lookupKey));
    },
    readPrice: async (id) => prices.find((candidate) => candidate.id === id),
  };
}
const replace = (id: string, fields: Partial<PriceInfo>) => (prices: PriceInfo[]) =>
  prices.map((candidate) => (candidate.id === id ? { ...candidate, ...fields } : candidate));

describe('resolveBillingPrices', () => {
  test('lookup keys become price ids in one search; explicit ids are read', async () => {
    const prices = lookup();
    const resolved = await resolveBillingPrices(config, prices);
    expect(resolved.plans.map((plan) => plan.priceId)).toEqual(['price_monthly', 'price_yearly']);
    expect(resolved.packs.map((pack) => pack.priceId)).toEqual(['price_pack']);
    expect(prices.lookedUp).toEqual([['pro_monthly', 'credits_100']]);
  });

  test.each([
    [
      'a lookup key no price carries',
      (prices: PriceInfo[]) => prices.filter((candidate) => candidate.id !== 'price_pack'),
      'packs[0] (credits-100) has lookup key credits_100, which no active Stripe price carries',
    ],
    [
      'a price id Stripe lacks',
      (prices: PriceInfo[]) => prices.filter((candidate) => candidate.id !== 'price_yearly'),
      'plans[1] (pro-yearly) names price price_yearly, which Stripe does not have',
    ],
    ['an archived price', replace('price_yearly', { isActive: false }), 'plans[1] (pro-yearly) names price price_yearly, which is archived in Stripe'],
    [
      'another amount',
      replace('price_monthly', { unitAmountCents: 4900 }),
      'plans[0] (pro-monthly) costs 3900 usd (cents), but Stripe price price_monthly is 4900 usd',
    ],
    ['another currency', replace('price_pack', { currency: 'eur' }), 'packs[0] (credits-100) costs 1500 usd (cents), but Stripe price price_pack is 1500 eur'],
    [
      'another interval',
      replace('price_yearly', { interval: 'month' }),
      'plans[1] (pro-yearly) is billed every year, but Stripe price price_yearly is recurring every month',
    ],
    [
      'every three months',
      replace('price_monthly', { intervalCount: 3 }),
      'plans[0] (pro-monthly) is billed every month, but Stripe price price_monthly is recurring every 3 months',
    ],
    [
      'a recurring price for a pack',
      replace('price_pack', { interval: 'month' }),
      'packs[0] (credits-100) is paid once, but Stripe price price_pack is recurring every month',
    ],
  ])('stops at %s, naming the item', async (_, change, message) => {
    await expect(resolveBillingPrices(config, lookup(change))).rejects.toThrow(`Invalid configuration: BILLING_PLANS ${message}`);
  });
});
