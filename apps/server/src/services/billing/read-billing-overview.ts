import { PLANS, PlanNameSchema, type BillingOverview, type BillingPayment, type BillingStatusValue } from '@talkreel/contract';
import type { PaymentProvider, ResolvedBillingConfig } from '@talkreel/billing';
import type { BillingCustomerRecord, Logger, Repositories, UserRow } from '@talkreel/platform';
import type { BillingContext } from './billing-context.ts';

/** What the store offers: the configured plans and packs, with each plan's rules from the plan table. */
function offersOf(config: ResolvedBillingConfig): Pick<BillingOverview, 'plans' | 'packs'> {
  return {
    plans: config.plans.map((plan) => ({
      id: plan.id,
      tier: plan.tier,
      name: plan.name,
      interval: plan.interval,
      amount_cents: plan.amountCents,
      currency: plan.currency,
      monthly_credits: plan.monthlyCredits,
      characters: PLANS[plan.tier].characters,
      can_remove_watermark: PLANS[plan.tier].canRemoveWatermark,
    })),
    packs: config.packs.map((pack) => ({ id: pack.id, name: pack.name, credits: pack.credits, amount_cents: pack.amountCents, currency: pack.currency })),
  };
}

function subscriptionOf(stored: BillingCustomerRecord | undefined): BillingOverview['subscription'] {
  if (!stored || stored.status === 'none') return null;
  return {
    status: stored.status as BillingStatusValue,
    plan_item_id: stored.plan_item_id,
    current_period_end: stored.current_period_end ? new Date(stored.current_period_end).toISOString() : null,
    cancel_at_period_end: stored.cancel_at_period_end,
    grace_ends_at: stored.grace_ends_at ? new Date(stored.grace_ends_at).toISOString() : null,
  };
}

/** The customer's paid invoices and paid pack checkouts, newest first, named by what they bought. */
async function listPayments(provider: PaymentProvider, customerId: string): Promise<BillingPayment[]> {
  const { plans, packs } = provider.config;
  const [invoices, packSessions] = await Promise.all([provider.listPaidInvoices({ customerId }), provider.listPaidPackSessions(customerId)]);
  const payments: BillingPayment[] = invoices.map((invoice) => {
    const line = invoice.lines.find((candidate) => candidate.amountCents > 0) ?? invoice.lines[0];
    const plan = plans.find((candidate) => candidate.priceId === line?.priceId);
    return {
      id: invoice.id,
      kind: 'plan',
      paid_at: invoice.paidAt.toISOString(),
      description: plan?.name ?? line?.priceId ?? invoice.id,
      amount_cents: invoice.amountPaidCents,
      currency: invoice.currency,
    };
  });
  for (const session of packSessions) {
    const pack = packs.find((candidate) => candidate.id === session.itemId);
    payments.push({
      id: session.id,
      kind: 'pack',
      paid_at: session.createdAt.toISOString(),
      description: pack?.name ?? (session.credits ? `${session.credits} credits` : (session.itemId ?? session.id)),
      amount_cents: session.amountTotalCents,
      currency: session.currency,
    });
  }
  return payments.sort((a, b) => b.paid_at.localeCompare(a.paid_at));
}

/**
 * The store and the billing page: what is for sale (nothing when payments
 * are off), the account's plan and balance as stored now, its subscription
 * as the last sync found it, and its payments as Stripe lists them (the page
 * still opens when Stripe cannot be reached).
 */
export async function readBillingOverview(
  billing: BillingContext | undefined,
  repositories: Repositories,
  user: Pick<UserRow, 'id' | 'plan' | 'credit'>,
  log: Pick<Logger, 'warn'>,
): Promise<BillingOverview> {
  const [standing, stored] = await Promise.all([repositories.billingCustomers.findAccountStanding(user.id), repositories.billingCustomers.findByUser(user.id)]);
  let payments: BillingPayment[] = [];
  let arePaymentsUnavailable = false;
  if (billing && stored) {
    try {
      payments = await listPayments(billing.provider, stored.stripe_customer_id);
    } catch (error) {
      log.warn({ err: error }, 'Stripe could not list the payments for the billing page');
      arePaymentsUnavailable = true;
    }
  }
  return {
    is_configured: billing !== undefined,
    ...(billing ? offersOf(billing.provider.config) : { plans: [], packs: [] }),
    plan: PlanNameSchema.catch('Free').parse(standing?.plan ?? user.plan),
    credit: standing?.credit ?? user.credit,
    subscription: subscriptionOf(stored),
    has_customer: stored !== undefined,
    payments,
    are_payments_unavailable: arePaymentsUnavailable,
  };
}
