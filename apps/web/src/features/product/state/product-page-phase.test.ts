import { describe, expect, it } from 'vitest';
import { hasProductWords, productPagePhaseOf } from './product-page-phase.ts';

describe('productPagePhaseOf', () => {
  it('follows the record’s status for a product from a link', () => {
    expect(productPagePhaseOf({ status: 1, sub_type: 1 })).toBe('analyzing');
    expect(productPagePhaseOf({ status: 2, sub_type: 1 })).toBe('ready');
    expect(productPagePhaseOf({ status: 3, sub_type: 1 })).toBe('failed');
  });

  it('opens a product made by hand at once, unless it failed', () => {
    expect(productPagePhaseOf({ status: 1, sub_type: 2 })).toBe('ready');
    expect(productPagePhaseOf({ status: 3, sub_type: 2 })).toBe('failed');
  });
});

describe('hasProductWords', () => {
  it('needs a title or an introduction that is not blank', () => {
    expect(hasProductWords({ title: '  ', introText: '\n' })).toBe(false);
    expect(hasProductWords({ title: 'Mug', introText: '' })).toBe(true);
    expect(hasProductWords({ title: '', introText: 'Holds 350 ml.' })).toBe(true);
  });
});
