import { describe, expect, it } from 'vitest';
import { parseNumberField } from './parse-number-field.ts';

describe('parseNumberField', () => {
  it('reads typed decimals and numbers', () => {
    expect(parseNumberField('12')).toBe(12);
    expect(parseNumberField(' 3.25 ')).toBe(3.25);
    expect(parseNumberField('-40')).toBe(-40);
    expect(parseNumberField('.5')).toBe(0.5);
    expect(parseNumberField('2,5')).toBe(2.5);
    expect(parseNumberField(7)).toBe(7);
  });

  it('writes nothing for empty, half-typed or non-numeric input', () => {
    for (const raw of ['', '  ', '-', '+', '.', '1e', 'abc', '0x10', '1.2.3', 'Infinity', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseNumberField(raw)).toBeUndefined();
    }
  });

  it('rounds to the field precision', () => {
    expect(parseNumberField('1.26', { decimals: 1 })).toBe(1.3);
    expect(parseNumberField('1.24', { decimals: 1 })).toBe(1.2);
    expect(parseNumberField('99.5', { decimals: 0 })).toBe(100);
  });

  it('clamps into the range', () => {
    expect(parseNumberField('150', { min: 0, max: 100 })).toBe(100);
    expect(parseNumberField('-3', { min: 0, max: 100 })).toBe(0);
    expect(parseNumberField('-0.01', { min: -10, decimals: 1 })).toBe(0);
    expect(Object.is(parseNumberField('-0.01', { decimals: 1 }), 0)).toBe(true);
  });
});
