import { unsupportedGoodsTypesMessage } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { analysisOutcomeOf, failureToastOf } from './analysis-outcome.ts';

describe('analysisOutcomeOf (site §4, §8)', () => {
  it('is ready at status 2 and still analysing at status 1', () => {
    expect(analysisOutcomeOf({ status: 2, error: null })).toEqual({ kind: 'ready' });
    expect(analysisOutcomeOf({ status: 1, error: null })).toEqual({ kind: 'analyzing' });
  });

  it('fails without a toast for a blocked page and for unsupported goods', () => {
    expect(analysisOutcomeOf({ status: 3, error: { reason: 'blocked', msg: 'The shop answered 403' } })).toEqual({ kind: 'failed', toast: null });
    expect(analysisOutcomeOf({ status: 3, error: { reason: 'not_a_product', msg: unsupportedGoodsTypesMessage } })).toEqual({ kind: 'failed', toast: null });
  });

  it('fails with the server’s message as a toast for any other reason', () => {
    expect(analysisOutcomeOf({ status: 3, error: { reason: 'timeout', msg: 'The page took too long to answer' } })).toEqual({
      kind: 'failed',
      toast: 'The page took too long to answer',
    });
    expect(analysisOutcomeOf({ status: 3, error: null })).toEqual({ kind: 'failed', toast: null });
  });
});

describe('failureToastOf (a refused or thrown call)', () => {
  it('toasts the message unless it is the unsupported-goods one or empty', () => {
    expect(failureToastOf(null, 'Cannot reach the server. Check your connection and try again.')).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(failureToastOf(null, unsupportedGoodsTypesMessage)).toBeNull();
    expect(failureToastOf(null, '  ')).toBeNull();
  });
});
