import type { ResolvedBillingConfig, ResolvedBillingPlan } from '../billing-catalog.ts';
import type { CheckoutSessionInfo, InvoiceInfo, InvoiceLineInfo, SubscriptionInfo } from '../payment-provider.ts';
import { addMonths } from './add-months.ts';
import type { CreditInstalment, Purchase } from './purchase-credits.ts';

/** Months of credits in a yearly plan's invoice, one instalment each. */
const monthsPerYear = 12;

/** The line that pays a whole period of a configured plan (not a proration), when the invoice has one. */
export function findPeriodLine(invoice: InvoiceInfo, config: ResolvedBillingConfig): { line: InvoiceLineInfo; plan: ResolvedBillingPlan } | undefined {
  for (const line of invoice.lines) {
    if (line.isProration || line.amountCents < 0) continue;
    const plan = config.plans.find((candidate) => candidate.priceId === line.priceId);
    if (plan) return { line, plan };
  }
  return undefined;
}

/**
 * What a paid subscription invoice grants:
 * - a period of a monthly plan (first payment, renewal): the plan's monthly
 *   credits at payment, keyed `invoice:<id>`;
 * - a period of a yearly plan: twelve instalments of the monthly credits,
 *   `invoice:<id>:m1` … `m12`, the k-th due k-1 months after the period
 *   starts (never before payment); those after an early end of the
 *   subscription never come due;
 * - a plan change mid-period (proration lines only): the new plan's monthly
 *   credits minus the old one's, once, when it is an upgrade; a downgrade
 *   grants nothing and takes nothing.
 * Undefined when the invoice pays no configured plan (a warning says why
 * when a price is unknown).
 */
export function purchaseFromInvoice(
  invoice: InvoiceInfo,
  config: ResolvedBillingConfig,
  subscription: SubscriptionInfo | undefined,
  warnings: string[],
): Purchase | undefined {
  const key = `invoice:${invoice.id}`;
  const period = findPeriodLine(invoice, config);
  if (period) {
    const { plan, line } = period;
    if (plan.interval === 'month') {
      return {
        key,
        reason: `${plan.name} plan (monthly)`,
        amountPaidCents: invoice.amountPaidCents,
        instalments: [{ idempotencyKey: key, credits: plan.monthlyCredits, dueAt: invoice.paidAt, reason: `Monthly credits (${plan.name} plan)` }],
        stopsAt: null,
      };
    }
    const instalments: CreditInstalment[] = Array.from({ length: monthsPerYear }, (_, index) => {
      const monthStart = addMonths(line.periodStart, index);
      return {
        idempotencyKey: `${key}:m${index + 1}`,
        credits: plan.monthlyCredits,
        dueAt: monthStart > invoice.paidAt ? monthStart : invoice.paidAt,
        reason: `Monthly credits (${plan.name} plan, yearly: month ${index + 1} of ${monthsPerYear})`,
      };
    });
    return { key, reason: `${plan.name} plan (yearly)`, amountPaidCents: invoice.amountPaidCents, instalments, stopsAt: subscription?.endedAt ?? null };
  }
  const planOf = (line: InvoiceLineInfo) => config.plans.find((plan) => plan.priceId === line.priceId);
  const added = invoice.lines.find((line) => line.isProration && line.amountCents > 0 && planOf(line));
  const left = invoice.lines.find((line) => line.isProration && line.amountCents < 0 && planOf(line));
  if (added && left) {
    const difference = planOf(added)!.monthlyCredits - planOf(left)!.monthlyCredits;
    if (difference <= 0) return undefined;
    const name = planOf(added)!.name;
    return {
      key,
      reason: `${name} plan upgrade`,
      amountPaidCents: invoice.amountPaidCents,
      instalments: [{ idempotencyKey: key, credits: difference, dueAt: invoice.paidAt, reason: `Upgrade credits (${name} plan)` }],
      stopsAt: null,
    };
  }
  const unknown = invoice.lines.find((line) => line.priceId !== null && !planOf(line));
  if (invoice.subscriptionId && unknown)
    warnings.push(`Invoice ${invoice.id} pays price ${unknown.priceId}, which is not a configured plan: it grants no credits`);
  return undefined;
}

/**
 * What a paid pack checkout grants: the credits the pack had when the
 * checkout started (kept on the session), keyed `checkout:<session id>`.
 */
export function purchaseFromPackSession(session: CheckoutSessionInfo, config: ResolvedBillingConfig, warnings: string[]): Purchase | undefined {
  const pack = config.packs.find((candidate) => candidate.id === session.itemId);
  const credits = session.credits ?? pack?.credits;
  if (!credits) {
    warnings.push(`Checkout ${session.id} sold ${session.itemId ?? 'an unknown item'}, whose credits are unknown: it grants none`);
    return undefined;
  }
  const key = `checkout:${session.id}`;
  const reason = `Credit pack (${credits.toLocaleString('en-US')} credits)`;
  return {
    key,
    reason,
    amountPaidCents: session.amountTotalCents,
    instalments: [{ idempotencyKey: key, credits, dueAt: session.createdAt, reason }],
    stopsAt: null,
  };
}
