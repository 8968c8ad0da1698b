/**
 * The same time of day `months` calendar months later, in UTC; a day the
 * month lacks becomes its last day (Jan 31 + 1 month = Feb 28 or 29), as
 * Stripe moves a billing anchor.
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = date.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
