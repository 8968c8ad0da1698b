import { PLANS } from '@talkreel/contract';
import { z } from 'zod';

/** The plans one can pay for: every plan of the contract's table but Free. */
export const PaidPlanNameSchema = z.enum(['Starter', 'Pro', 'Business'], { message: 'must be Starter, Pro or Business' });
/** A plan one can pay for (`Starter`, `Pro`, `Business`): the contract's plan name, which the account takes. */
export type PaidPlanName = z.infer<typeof PaidPlanNameSchema>;

/** Item ids travel in Stripe metadata and in ledger idempotency keys: lowercase words joined by dashes. */
const itemIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/u, { message: 'must be lowercase letters and digits joined by dashes (starter-monthly)' });

/**
 * Where an item's Stripe price comes from: an explicit price id (`price_…`),
 * or a lookup key that is resolved to the price carrying it at start
 * (`resolveBillingPrices`). Exactly one of the two.
 */
const priceReferenceShape = {
  priceId: z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/u, { message: 'must be a Stripe price id (price_…)' })
    .optional(),
  lookupKey: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,200}$/u, { message: 'must be a Stripe lookup key (letters, digits, _ . : -)' })
    .optional(),
};

const moneyShape = {
  /** What one period or one pack costs, in the currency's smallest unit (cents). Shown on the pricing page; checked against the Stripe price at start. */
  amountCents: z.number({ message: 'must be a number' }).int({ message: 'must be a whole number of cents' }).positive({ message: 'must be above 0' }),
  /** ISO 4217, lowercase as Stripe writes it (`usd`). */
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/u, { message: 'must be a three-letter ISO currency code (usd)' })
    .transform((code) => code.toLowerCase()),
};

const name = z.string().trim().min(1, { message: 'must not be empty' }).max(80, { message: 'must be at most 80 characters' });
const wholeCredits = z.number({ message: 'must be a number' }).int({ message: 'must be a whole number of credits' }).positive({ message: 'must be above 0' });

function requireOnePriceReference(item: { priceId?: string | undefined; lookupKey?: string | undefined }, context: z.RefinementCtx): void {
  if ((item.priceId === undefined) === (item.lookupKey === undefined)) {
    context.addIssue({ code: 'custom', path: ['priceId'], message: 'give exactly one of priceId and lookupKey' });
  }
}

/** A plan as it is sold: one billing interval of one tier. */
export const BillingPlanSchema = z
  .object({
    /** What checkout and the pricing page name it by (`pro-yearly`); unique among plans and packs. */
    id: itemIdSchema,
    /** The contract plan the account moves to (its characters, watermark and look rules). */
    tier: PaidPlanNameSchema,
    name,
    /** Credits granted for each month paid; defaults to the tier's `monthlyCredits` in the contract's PLANS. */
    monthlyCredits: wholeCredits.optional(),
    interval: z.enum(['month', 'year'], { message: 'must be month or year' }),
    ...moneyShape,
    ...priceReferenceShape,
  })
  .strict()
  .superRefine(requireOnePriceReference)
  .transform((plan) => ({ ...plan, monthlyCredits: plan.monthlyCredits ?? PLANS[plan.tier].monthlyCredits }));

/** A plan as it is sold (`BillingPlanSchema`); `monthlyCredits` filled in from the tier when the file leaves it out. */
export type BillingPlan = z.output<typeof BillingPlanSchema>;

/** Credits bought once, in the Credits Store. */
export const CreditPackSchema = z
  .object({
    id: itemIdSchema,
    name,
    credits: wholeCredits,
    ...moneyShape,
    ...priceReferenceShape,
  })
  .strict()
  .superRefine(requireOnePriceReference);

/** Credits bought once (`CreditPackSchema`). */
export type CreditPack = z.output<typeof CreditPackSchema>;

/** What `BILLING_PLANS` (or the file `BILLING_PLANS_FILE` names) holds. */
export const BillingConfigSchema = z
  .object({
    plans: z.array(BillingPlanSchema, { message: 'must be a list of plans' }).default([]),
    packs: z.array(CreditPackSchema, { message: 'must be a list of credit packs' }).default([]),
  })
  .strict()
  .superRefine((config, context) => {
    if (config.plans.length === 0 && config.packs.length === 0)
      context.addIssue({ code: 'custom', path: ['plans'], message: 'there is neither a plan nor a pack to sell' });
    const items = [
      ...config.plans.map((plan, index) => ({ item: plan, path: ['plans', index] })),
      ...config.packs.map((pack, index) => ({ item: pack, path: ['packs', index] })),
    ];
    for (const field of ['id', 'priceId', 'lookupKey'] as const) {
      const seen = new Set<string>();
      for (const { item, path } of items) {
        const value = item[field];
        if (value === undefined) continue;
        if (seen.has(value)) context.addIssue({ code: 'custom', path: [...path, field], message: `${JSON.stringify(value)} is used twice` });
        seen.add(value);
      }
    }
  });

/** Plans and credit packs, as configured: each with a price id or a lookup key. */
export type BillingConfig = z.output<typeof BillingConfigSchema>;

/** A plan whose Stripe price is known. */
export type ResolvedBillingPlan = BillingPlan & { priceId: string };
/** A pack whose Stripe price is known. */
export type ResolvedCreditPack = CreditPack & { priceId: string };

/** Plans and packs with every Stripe price id known (`resolveBillingPrices`): what checkout and `syncCustomer` take. */
export interface ResolvedBillingConfig {
  plans: ResolvedBillingPlan[];
  packs: ResolvedCreditPack[];
}
