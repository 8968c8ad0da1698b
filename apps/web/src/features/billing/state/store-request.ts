import type { BillingPlanOffer, CreditPackOffer } from '@talkreel/contract';

export type StoreTab = 'plans' | 'packs';
export type BillingInterval = BillingPlanOffer['interval'];

/** What `/?action=buy&…` asks the Credits Store to show. */
export interface StoreRequest {
  tab: StoreTab;
  interval: BillingInterval;
  /** The plan or pack to point at (highlighted), when the link names one that is for sale. */
  itemId: string | null;
  /** Stripe's payment page was left with Back: nothing was charged. */
  isCheckoutCancelled: boolean;
}

const intervalWords: Record<string, BillingInterval> = { month: 'month', monthly: 'month', year: 'year', yearly: 'year', annual: 'year' };

/**
 * Reads the store's pricing parameters (spec §2: `action=buy` with pricing
 * params and a `source` of `credits_store` or `upgrade`): `item_id` names a
 * plan or pack for sale (`pro-yearly`, `credits-500`); `plan` names a plan by
 * its id or its tier (`Pro`), with `interval` (`month`, `year`); otherwise
 * the Credits Store source opens on the packs and any other on the plans.
 * A tab with nothing for sale gives way to the other.
 */
export function readStoreRequest(params: URLSearchParams, offers: { plans: readonly BillingPlanOffer[]; packs: readonly CreditPackOffer[] }): StoreRequest {
  const isCheckoutCancelled = params.get('checkout') === 'cancelled';
  let interval = intervalWords[(params.get('interval') ?? '').toLowerCase()] ?? 'month';
  const itemId = params.get('item_id') ?? params.get('plan');
  const pack = offers.packs.find((candidate) => candidate.id === itemId);
  if (pack) return { tab: 'packs', interval, itemId: pack.id, isCheckoutCancelled };
  const planById = offers.plans.find((candidate) => candidate.id === itemId);
  if (planById) return { tab: 'plans', interval: planById.interval, itemId: planById.id, isCheckoutCancelled };
  const tier = (params.get('plan') ?? '').toLowerCase();
  const planOfTier =
    offers.plans.find((candidate) => candidate.tier.toLowerCase() === tier && candidate.interval === interval) ??
    offers.plans.find((candidate) => candidate.tier.toLowerCase() === tier);
  if (planOfTier) return { tab: 'plans', interval: planOfTier.interval, itemId: planOfTier.id, isCheckoutCancelled };
  if (!offers.plans.some((plan) => plan.interval === interval)) interval = offers.plans[0]?.interval ?? 'month';
  let tab: StoreTab = params.get('source') === 'credits_store' ? 'packs' : 'plans';
  if (tab === 'packs' && offers.packs.length === 0) tab = 'plans';
  if (tab === 'plans' && offers.plans.length === 0 && offers.packs.length > 0) tab = 'packs';
  return { tab, interval, itemId: null, isCheckoutCancelled };
}
