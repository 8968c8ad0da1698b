/** ISO 4217 currencies Stripe counts in whole units: their `amount_cents` is already the amount. */
const ZERO_DECIMAL_CURRENCIES = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);

/** An amount in the currency's smallest unit (as Stripe and the API send it), written for the UI's language: `$39.00`, `US$39.00`, `¥1,200`. */
export function formatMoney(amountCents: number, currency: string, locale: string): string {
  const code = currency.toLowerCase();
  const amount = ZERO_DECIMAL_CURRENCIES.has(code) ? amountCents : amountCents / 100;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code.toUpperCase() }).format(amount);
  } catch {
    // A code Intl refuses (not three letters): the number and the code.
    return `${amount.toFixed(ZERO_DECIMAL_CURRENCIES.has(code) ? 0 : 2)} ${code.toUpperCase()}`;
  }
}

/** What a yearly price saves against twelve months of the monthly one, in whole percent; 0 when nothing. */
export function yearlySavingPercent(monthlyAmountCents: number, yearlyAmountCents: number): number {
  const twelveMonths = monthlyAmountCents * 12;
  if (twelveMonths <= 0 || yearlyAmountCents >= twelveMonths) return 0;
  return Math.round(((twelveMonths - yearlyAmountCents) / twelveMonths) * 100);
}
