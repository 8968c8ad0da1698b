import { renderCreditCosts } from '@talkreel/contract';

/** What one row costs: one batch video, whatever the template holds (the server's `batch` format debits the same). */
export const batchRowCreditCost = renderCreditCosts.batch;

/** The credits reserved at once when the batch is created: every row's render. */
export function batchCreditTotal(rowCount: number, rowCreditCost: number): number {
  return rowCount * rowCreditCost;
}
