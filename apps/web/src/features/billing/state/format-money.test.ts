import { describe, expect, it } from 'vitest';
import { formatMoney, yearlySavingPercent } from './format-money.ts';

describe('formatMoney', () => {
  it('writes cents as the currency’s amount in the UI’s language', () => {
    expect(formatMoney(3900, 'usd', 'en')).toBe('$39.00');
    expect(formatMoney(129000, 'usd', 'en')).toBe('$1,290.00');
    expect(formatMoney(3900, 'usd', 'zh-CN')).toBe('US$39.00');
    expect(formatMoney(1500, 'eur', 'en')).toBe('€15.00');
  });

  it('counts zero-decimal currencies in whole units, and writes a code Intl refuses plainly', () => {
    expect(formatMoney(1200, 'jpy', 'en')).toBe('¥1,200');
    expect(formatMoney(1250, 'us', 'en')).toBe('12.50 US');
  });
});

describe('yearlySavingPercent', () => {
  it('compares a year paid at once with twelve months', () => {
    expect(yearlySavingPercent(3900, 39000)).toBe(17);
    expect(yearlySavingPercent(1200, 12000)).toBe(17);
    expect(yearlySavingPercent(1000, 12000)).toBe(0);
    expect(yearlySavingPercent(0, 12000)).toBe(0);
  });
});
