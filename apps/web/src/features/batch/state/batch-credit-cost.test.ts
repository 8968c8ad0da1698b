import { renderCreditCosts } from '@talkreel/contract';
import { formats, renderCostOf } from '@talkreel/formats';
import { describe, expect, it } from 'vitest';
import { batchCreditTotal, batchRowCreditCost } from './batch-credit-cost.ts';

describe('batch credits', () => {
  it('charges every row one batch video, as the server’s batch format debits, presenter or not', () => {
    expect(batchRowCreditCost).toBe(renderCreditCosts.batch);
    expect(renderCostOf('batch', true)?.amount).toBe(batchRowCreditCost);
    expect(renderCostOf('batch', false)?.amount).toBe(batchRowCreditCost);
    expect(formats.batch.creditCost.amount).toBe(batchRowCreditCost);
  });

  it('totals rows × the row price', () => {
    expect(batchCreditTotal(20, 1)).toBe(20);
    expect(batchCreditTotal(100, 1)).toBe(100);
    expect(batchCreditTotal(0, 1)).toBe(0);
  });
});
