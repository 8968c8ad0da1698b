import { ConfigError } from '@talkreel/platform/config';
import type { BillingConfig, BillingPlan, CreditPack, ResolvedBillingConfig } from './billing-catalog.ts';
import type { PriceInfo } from './payment-provider.ts';

/** The price reads resolution needs; the Stripe adapter has them. */
export interface PriceLookup {
  /** The active prices carrying these lookup keys (each key is on one price at most). */
  findPricesByLookupKeys(lookupKeys: string[]): Promise<PriceInfo[]>;
  /** Throws PaymentProviderError `not_found` when there is no such price. */
  readPrice(priceId: string): Promise<PriceInfo | undefined>;
}

/**
 * Gives every plan and pack its Stripe price id, at start: a lookup key is
 * resolved to the active price that carries it; an explicit id is read.
 * Each price is checked against its item: active, the same amount and
 * currency, recurring by the plan's interval (one interval at a time) or
 * one-time for a pack. Throws ConfigError naming the item and what differs,
 * so a product never sells at a price other than the one it shows.
 */
export async function resolveBillingPrices(config: BillingConfig, prices: PriceLookup): Promise<ResolvedBillingConfig> {
  const lookupKeys = [...config.plans, ...config.packs].flatMap((item) => (item.lookupKey ? [item.lookupKey] : []));
  const byLookupKey = new Map<string, PriceInfo>();
  if (lookupKeys.length > 0) {
    for (const price of await prices.findPricesByLookupKeys(lookupKeys)) if (price.lookupKey && price.isActive) byLookupKey.set(price.lookupKey, price);
  }
  const priceOf = async (item: BillingPlan | CreditPack, where: string): Promise<PriceInfo> => {
    if (item.lookupKey) {
      const price = byLookupKey.get(item.lookupKey);
      if (!price) throw new ConfigError('BILLING_PLANS', `${where} has lookup key ${item.lookupKey}, which no active Stripe price carries`, undefined);
      return price;
    }
    const price = await prices.readPrice(item.priceId!);
    if (!price) throw new ConfigError('BILLING_PLANS', `${where} names price ${item.priceId}, which Stripe does not have`, undefined);
    if (!price.isActive) throw new ConfigError('BILLING_PLANS', `${where} names price ${item.priceId}, which is archived in Stripe`, undefined);
    return price;
  };
  const plans = await Promise.all(
    config.plans.map(async (plan, index) => {
      const where = `plans[${index}] (${plan.id})`;
      const price = await priceOf(plan, where);
      checkAmount(price, plan, where);
      if (price.interval !== plan.interval || price.intervalCount !== 1) {
        throw new ConfigError(
          'BILLING_PLANS',
          `${where} is billed every ${plan.interval}, but Stripe price ${price.id} is ${describeInterval(price)}`,
          undefined,
        );
      }
      return { ...plan, priceId: price.id };
    }),
  );
  const packs = await Promise.all(
    config.packs.map(async (pack, index) => {
      const where = `packs[${index}] (${pack.id})`;
      const price = await priceOf(pack, where);
      checkAmount(price, pack, where);
      if (price.interval !== null)
        throw new ConfigError('BILLING_PLANS', `${where} is paid once, but Stripe price ${price.id} is ${describeInterval(price)}`, undefined);
      return { ...pack, priceId: price.id };
    }),
  );
  return { plans, packs };
}

function checkAmount(price: PriceInfo, item: BillingPlan | CreditPack, where: string): void {
  if (price.unitAmountCents !== item.amountCents || price.currency !== item.currency) {
    const stripeAmount = price.unitAmountCents === null ? 'no fixed amount' : `${price.unitAmountCents} ${price.currency}`;
    throw new ConfigError(
      'BILLING_PLANS',
      `${where} costs ${item.amountCents} ${item.currency} (cents), but Stripe price ${price.id} is ${stripeAmount}`,
      undefined,
    );
  }
}

function describeInterval(price: PriceInfo): string {
  if (price.interval === null) return 'one-time';
  return price.intervalCount === 1 ? `recurring every ${price.interval}` : `recurring every ${price.intervalCount} ${price.interval}s`;
}
