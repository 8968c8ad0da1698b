import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readBillingConfig } from './billing-config.ts';
import { createPaymentProvider } from './create-payment-provider.ts';
import { startFakeStripeServer, type FakeStripeServer } from './testing/index.ts';

let fake: FakeStripeServer;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  fake.seedPrices(readBillingConfig({}));
});

afterAll(async () => {
  await fake.close();
});

describe('createPaymentProvider', () => {
  test('null without STRIPE_SECRET_KEY: payments are not configured', async () => {
    expect(await createPaymentProvider({})).toBeNull();
    expect(await createPaymentProvider({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toBeNull();
  });

  test('a key without its webhook secret stops the start', async () => {
    await expect(createPaymentProvider({ STRIPE_SECRET_KEY: 'sk_test_x' })).rejects.toThrow(
      'STRIPE_WEBHOOK_SECRET must be set together with STRIPE_SECRET_KEY',
    );
  });

  test('with the keys and STRIPE_API_BASE: Stripe at that address, the default plans resolved there', async () => {
    const provider = await createPaymentProvider(fake.env, { stripe: { maxNetworkRetries: 0 } });
    expect(provider?.name).toBe('stripe');
    expect(provider!.config.plans).toHaveLength(6);
    expect(provider!.config.plans.every((plan) => fake.store.prices.has(plan.priceId))).toBe(true);
    expect(fake.requests.some((request) => request.path === '/v1/prices' && request.query.get('lookup_keys[0]') === 'talkreel_starter_monthly')).toBe(true);
  });

  test('BILLING_PLANS with a pack Stripe prices differently stops the start', async () => {
    const BILLING_PLANS = JSON.stringify({
      packs: [{ id: 'credits-100', name: '100 credits', credits: 100, amountCents: 999, currency: 'usd', lookupKey: 'talkreel_credits_100' }],
    });
    await expect(createPaymentProvider({ ...fake.env, BILLING_PLANS }, { stripe: { maxNetworkRetries: 0 } })).rejects.toThrow(
      /packs\[0\] \(credits-100\) costs 999 usd \(cents\), but Stripe price price_\w+ is 1500 usd/,
    );
  });

  test("a wrong key stops the start with Stripe's refusal", async () => {
    await expect(createPaymentProvider({ ...fake.env, STRIPE_SECRET_KEY: 'sk_test_wrong' }, { stripe: { maxNetworkRetries: 0 } })).rejects.toMatchObject({
      name: 'PaymentProviderError',
      reason: 'authentication',
    });
  });
});
