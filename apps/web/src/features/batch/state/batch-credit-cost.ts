import { renderCreditCosts } from '@talkreel/contract';
import type { Workspace } from '@talkreel/timeline';
import { renderCreditCostOf } from '../../../ui/videos/render-credit-cost.ts';

/**
 * What one row costs: one render of the filled template, as the server
 * charges a plain project (`renderCostOf`): a talking presenter is an
 * animated person, paid at a talking photo's price; a template without one
 * costs nothing. A body not read (null) counts as paid, so nothing is spent
 * without asking.
 */
export function batchRowCreditCost(hasPresenter: boolean, workspace: Workspace | null): number {
  if (hasPresenter) return renderCreditCosts.talking_photo;
  return renderCreditCostOf('batch', workspace);
}

/** The credits reserved at once when the batch is created: every row's render. */
export function batchCreditTotal(rowCount: number, rowCreditCost: number): number {
  return rowCount * rowCreditCost;
}
