import { describe, expect, it } from 'vitest';
import type { BillingPlanOffer, CreditPackOffer } from '@talkreel/contract';
import { readStoreRequest } from './store-request.ts';

const plan = (id: string, tier: BillingPlanOffer['tier'], interval: BillingPlanOffer['interval']): BillingPlanOffer => ({
  id,
  tier,
  name: tier,
  interval,
  amount_cents: 1000,
  currency: 'usd',
  monthly_credits: 100,
  characters: 5000,
  can_remove_watermark: true,
});
const pack = (id: string): CreditPackOffer => ({ id, name: id, credits: 100, amount_cents: 1500, currency: 'usd' });
const offers = {
  plans: [plan('starter-monthly', 'Starter', 'month'), plan('pro-monthly', 'Pro', 'month'), plan('pro-yearly', 'Pro', 'year')],
  packs: [pack('credits-100'), pack('credits-500')],
};
const read = (query: string, forSale = offers) => readStoreRequest(new URLSearchParams(query), forSale);

describe('readStoreRequest', () => {
  it('opens on the plans for Upgrade and on the packs for the Credits Store', () => {
    expect(read('action=buy&source=upgrade')).toEqual({ tab: 'plans', interval: 'month', itemId: null, isCheckoutCancelled: false });
    expect(read('action=buy&source=credits_store')).toEqual({ tab: 'packs', interval: 'month', itemId: null, isCheckoutCancelled: false });
    expect(read('action=buy')).toMatchObject({ tab: 'plans', itemId: null });
  });

  it('points at the plan or pack a link names, by id or by tier and interval', () => {
    expect(read('action=buy&item_id=pro-yearly')).toMatchObject({ tab: 'plans', interval: 'year', itemId: 'pro-yearly' });
    expect(read('action=buy&source=upgrade&item_id=credits-500')).toMatchObject({ tab: 'packs', itemId: 'credits-500' });
    expect(read('action=buy&plan=pro&interval=yearly')).toMatchObject({ tab: 'plans', interval: 'year', itemId: 'pro-yearly' });
    expect(read('action=buy&plan=Pro')).toMatchObject({ interval: 'month', itemId: 'pro-monthly' });
    expect(read('action=buy&plan=Starter&interval=year')).toMatchObject({ interval: 'month', itemId: 'starter-monthly' });
    expect(read('action=buy&plan=Gold&interval=year')).toMatchObject({ tab: 'plans', interval: 'year', itemId: null });
  });

  it('says when Stripe’s page was left without paying, and leaves a tab with nothing for sale', () => {
    expect(read('action=buy&item_id=credits-100&checkout=cancelled')).toMatchObject({ itemId: 'credits-100', isCheckoutCancelled: true });
    expect(read('action=buy&source=credits_store', { plans: offers.plans, packs: [] })).toMatchObject({ tab: 'plans' });
    expect(read('action=buy&source=upgrade', { plans: [], packs: offers.packs })).toMatchObject({ tab: 'packs' });
    expect(read('action=buy&interval=year', { plans: [plan('starter-monthly', 'Starter', 'month')], packs: [] })).toMatchObject({ interval: 'month' });
  });
});
