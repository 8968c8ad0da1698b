import type { z } from 'zod';
import type { BillingConfigSchema } from './billing-catalog.ts';

/**
 * What is sold when `BILLING_PLANS` is unset: Starter, Pro and Business
 * monthly and yearly (a year costs ten months), and three credit packs,
 * priced in US dollars. Plan credits come from the contract's PLANS
 * (100, 400, 1,500 a month). A pack's credit costs more than a plan's,
 * so that a plan is the better buy for steady use.
 *
 * Prices are found by lookup key (`talkreel_pro_yearly`): create them in
 * Stripe with these keys and the amounts here, and the product resolves
 * them at start; a missing key or a different amount stops the start.
 */
export const defaultBillingConfig: z.input<typeof BillingConfigSchema> = {
  plans: [
    { id: 'starter-monthly', tier: 'Starter', name: 'Starter', interval: 'month', amountCents: 1200, currency: 'usd', lookupKey: 'talkreel_starter_monthly' },
    { id: 'starter-yearly', tier: 'Starter', name: 'Starter', interval: 'year', amountCents: 12000, currency: 'usd', lookupKey: 'talkreel_starter_yearly' },
    { id: 'pro-monthly', tier: 'Pro', name: 'Pro', interval: 'month', amountCents: 3900, currency: 'usd', lookupKey: 'talkreel_pro_monthly' },
    { id: 'pro-yearly', tier: 'Pro', name: 'Pro', interval: 'year', amountCents: 39000, currency: 'usd', lookupKey: 'talkreel_pro_yearly' },
    {
      id: 'business-monthly',
      tier: 'Business',
      name: 'Business',
      interval: 'month',
      amountCents: 12900,
      currency: 'usd',
      lookupKey: 'talkreel_business_monthly',
    },
    {
      id: 'business-yearly',
      tier: 'Business',
      name: 'Business',
      interval: 'year',
      amountCents: 129000,
      currency: 'usd',
      lookupKey: 'talkreel_business_yearly',
    },
  ],
  packs: [
    { id: 'credits-100', name: '100 credits', credits: 100, amountCents: 1500, currency: 'usd', lookupKey: 'talkreel_credits_100' },
    { id: 'credits-500', name: '500 credits', credits: 500, amountCents: 6000, currency: 'usd', lookupKey: 'talkreel_credits_500' },
    { id: 'credits-2000', name: '2,000 credits', credits: 2000, amountCents: 20000, currency: 'usd', lookupKey: 'talkreel_credits_2000' },
  ],
};
