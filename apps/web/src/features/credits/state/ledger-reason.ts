/** 'Refund: <reason of the debit>' (platform/credits/credit-ledger.ts). */
const REFUND_PREFIX = 'Refund: ';
/**
 * Reasons the server builds around a stored plan name (services/auth/create-account.ts,
 * services/credits/grant-monthly-credits.ts, grant-operator-credits.ts; a paid
 * plan's upgrade, packages/billing's find-purchases.ts).
 */
const PLAN_REASON_PATTERNS = [
  { kind: 'welcome', pattern: /^Welcome credits \((.+) plan\)$/u },
  { kind: 'monthly', pattern: /^Monthly credits \((.+) plan\)$/u },
  { kind: 'operatorPlan', pattern: /^(.+) plan \(granted by the operator\)$/u },
  { kind: 'upgrade', pattern: /^Upgrade credits \((.+) plan\)$/u },
] as const;

/** A yearly plan's month of credits and a credit pack (packages/billing's find-purchases.ts). */
const YEARLY_MONTH_PATTERN = /^Monthly credits \((.+) plan, yearly: month (\d+) of (\d+)\)$/u;
const PACK_PATTERN = /^Credit pack \(([\d,]+) credits\)$/u;

export type PlanReasonKind = (typeof PLAN_REASON_PATTERNS)[number]['kind'];

export interface LedgerReasonWords {
  /** The server's English reasons, word for word, mapped to the UI language's. */
  known: Record<string, string>;
  /** A reason built around a plan (the sign-up grant, a month's credits, a plan the operator gave), with the plan's name in the UI's language. */
  planReason: (kind: PlanReasonKind, plan: string) => string;
  /** Stored plan names in the UI's language. */
  plans: Record<string, string>;
  /** The refund line with `{{reason}}` where the debit's reason goes. */
  refund: (reason: string) => string;
  /** A yearly plan's month of credits: the plan's name in the UI's language, the month and the months in the year. */
  yearlyMonth: (plan: string, month: string, months: string) => string;
  /** A credit pack, by its credits as the server wrote them (`2,000`). */
  pack: (credits: string) => string;
}

/**
 * A ledger reason in the UI's language. The server stores reasons as English
 * sentences (they are history and never change), so the known ones, and
 * those built from a pattern (a refund of a debit, a grant of a plan), are
 * translated here; an unknown one is shown as stored.
 */
export function translateLedgerReason(reason: string, words: LedgerReasonWords): string {
  if (reason.startsWith(REFUND_PREFIX)) return words.refund(translateLedgerReason(reason.slice(REFUND_PREFIX.length), words));
  const known = words.known[reason];
  if (known !== undefined) return known;
  const yearly = YEARLY_MONTH_PATTERN.exec(reason);
  if (yearly) return words.yearlyMonth(words.plans[yearly[1]!] ?? yearly[1]!, yearly[2]!, yearly[3]!);
  const pack = PACK_PATTERN.exec(reason);
  if (pack) return words.pack(pack[1]!);
  for (const { kind, pattern } of PLAN_REASON_PATTERNS) {
    const plan = pattern.exec(reason)?.[1];
    if (plan !== undefined) return words.planReason(kind, words.plans[plan] ?? plan);
  }
  return reason;
}
