import { z } from 'zod';
import { PlanNameSchema } from '../plans.ts';
import { defineRoute } from '../route-contract.ts';

/**
 * How the operator gives an account credits or a plan without payments
 * (`talkreel credits grant`); the store shows it when Stripe is not
 * configured, and the command prints it as its usage.
 */
export const operatorGrantUsage = 'talkreel credits grant --email <email> (--credits <n> | --plan <Free|Starter|Pro|Business>)';

/** A plan for sale: one billing interval of a paid plan. */
export const BillingPlanOfferSchema = z.object({
  /** What checkout takes as `item_id` (`pro-monthly`). */
  id: z.string(),
  /** The plan the account moves to. */
  tier: PlanNameSchema,
  name: z.string(),
  interval: z.enum(['month', 'year']),
  /** What one period costs, in the currency's smallest unit. */
  amount_cents: z.number().int(),
  /** ISO 4217, lowercase (`usd`). */
  currency: z.string(),
  /** Credits each month paid. */
  monthly_credits: z.number().int(),
  /** The plan's longest script, in characters. */
  characters: z.number().int(),
  can_remove_watermark: z.boolean(),
});
export type BillingPlanOffer = z.infer<typeof BillingPlanOfferSchema>;

/** Credits bought once in the Credits Store. */
export const CreditPackOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  credits: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
});
export type CreditPackOffer = z.infer<typeof CreditPackOfferSchema>;

/**
 * Where a paid plan stands: `active` (also while set to cancel at the period
 * end), `past_due_grace` (a renewal failed; the plan stays until
 * `grace_ends_at`), `lapsed`, `canceled`, `incomplete`, `paused` (Free), or
 * `none` (never subscribed).
 */
export const BillingStatusSchema = z.enum(['none', 'active', 'past_due_grace', 'lapsed', 'canceled', 'incomplete', 'paused']);
export type BillingStatusValue = z.infer<typeof BillingStatusSchema>;

/** The account's subscription as the last sync with Stripe found it. */
export const BillingSubscriptionSchema = z.object({
  status: BillingStatusSchema,
  /** The plan for sale it pays (`pro-yearly`); null when it gives no plan now. */
  plan_item_id: z.string().nullable(),
  /** ISO 8601: when the paid period ends (the renewal date, or the end of a cancelled plan). */
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** ISO 8601: when a failed renewal's grace ends and the account goes to Free. */
  grace_ends_at: z.string().nullable(),
});
export type BillingSubscription = z.infer<typeof BillingSubscriptionSchema>;

/** A payment: a paid subscription invoice or a paid credit pack. */
export const BillingPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(['plan', 'pack']),
  /** ISO 8601. */
  paid_at: z.string(),
  /** The plan's or the pack's name (`Pro`, `500 credits`); the price id when it is no longer for sale. */
  description: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
});
export type BillingPayment = z.infer<typeof BillingPaymentSchema>;

/** The store and the billing page: what is for sale, the account's plan and its payments. */
export const BillingOverviewSchema = z.object({
  /** False when this server has no STRIPE_SECRET_KEY: nothing can be bought, the operator grants instead. */
  is_configured: z.boolean(),
  plans: z.array(BillingPlanOfferSchema),
  packs: z.array(CreditPackOfferSchema),
  plan: PlanNameSchema,
  credit: z.number().int(),
  /** Null when the account never paid for a plan. */
  subscription: BillingSubscriptionSchema.nullable(),
  /** Whether the account has a Stripe customer (the portal can open). */
  has_customer: z.boolean(),
  /** Newest first. */
  payments: z.array(BillingPaymentSchema),
  /** True when Stripe could not be reached to list the payments (the rest is what the last sync stored). */
  are_payments_unavailable: z.boolean(),
});
export type BillingOverview = z.infer<typeof BillingOverviewSchema>;

export const getBillingRoute = defineRoute({
  method: 'GET',
  path: '/v1/billing',
  summary: "Plans and credit packs for sale, whether payments are configured, the account's plan, subscription and payments",
  tag: 'billing',
  auth: 'session',
  data: BillingOverviewSchema,
});

export const CheckoutKindSchema = z.enum(['subscription', 'pack']);
export type CheckoutKind = z.infer<typeof CheckoutKindSchema>;

export const StartCheckoutRequestSchema = z.object({
  /** `subscription`: a plan; `pack`: credits once. */
  kind: CheckoutKindSchema,
  /** A plan id for a subscription, a pack id for a pack (`GET /v1/billing`). */
  item_id: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/u, { message: 'The plan or pack id is not valid.' }),
});
export type StartCheckoutRequest = z.infer<typeof StartCheckoutRequestSchema>;

/**
 * Starts a Stripe Checkout for a plan or a pack and answers its payment
 * page; Stripe sends the buyer back to `/billing?session_id=…`. A second
 * subscription is refused (40900): plans change in the customer portal.
 */
export const startCheckoutRoute = defineRoute({
  method: 'POST',
  path: '/v1/billing/checkout',
  summary: 'Start a Stripe Checkout for a plan (subscription) or a credit pack; answers the payment page to open',
  tag: 'billing',
  auth: 'session',
  body: StartCheckoutRequestSchema,
  data: z.object({ url: z.string(), session_id: z.string() }),
});

/**
 * The success page: syncs the account with Stripe (the same sync as the
 * webhook, so whichever comes first grants, once) and answers the result.
 */
export const syncCheckoutRoute = defineRoute({
  method: 'POST',
  path: '/v1/billing/sync',
  summary: "After Stripe's payment page: sync the account with Stripe and answer the checkout's outcome",
  tag: 'billing',
  auth: 'session',
  body: z.object({ session_id: z.string().min(1).max(255) }),
  data: z.object({
    kind: CheckoutKindSchema,
    item_id: z.string().nullable(),
    /** False while the payment has not gone through (a delayed payment method): the credits come when it does. */
    is_paid: z.boolean(),
    plan: PlanNameSchema,
    credit: z.number().int(),
  }),
});

/** A link to Stripe's customer portal: change or cancel the plan, update the card, download invoices. */
export const openBillingPortalRoute = defineRoute({
  method: 'POST',
  path: '/v1/billing/portal',
  summary: "Open Stripe's customer portal (change or cancel the plan, invoices); answers its address",
  tag: 'billing',
  auth: 'session',
  data: z.object({ url: z.string() }),
});

/**
 * Stripe's events. The body is read raw and its `Stripe-Signature` checked
 * (400 when it does not hold); the account is then synced with Stripe,
 * never from the payload, so duplicated, late and reordered events are
 * harmless. `is_handled` is false for an event about no account here.
 */
export const stripeWebhookRoute = defineRoute({
  method: 'POST',
  path: '/billing/stripe/webhook',
  summary: "Stripe's webhook: signature checked on the raw body, then the account synced with Stripe",
  tag: 'billing',
  auth: 'none',
  data: z.object({ event_id: z.string(), is_handled: z.boolean() }),
});
