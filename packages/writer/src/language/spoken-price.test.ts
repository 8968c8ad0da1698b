import { describe, expect, it } from 'vitest';
import { getScriptLanguage } from './script-language.ts';
import { priceDigitsPattern, speakPrice } from './spoken-price.ts';

describe('speakPrice', () => {
  it('says the amount with the currency in the language’s words, whole amounts without cents', () => {
    const english = getScriptLanguage('english');
    expect(speakPrice(49.99, 'USD', english)).toBe('49.99 dollars');
    expect(speakPrice(1, 'USD', english)).toBe('1 dollar');
    expect(speakPrice(55, 'USD', english)).toBe('55 dollars');
    expect(speakPrice(1299.5, 'GBP', english)).toBe('1,299.50 pounds');
    expect(speakPrice(999, 'EUR', english)).toBe('999 euros');
    expect(speakPrice(3980, 'JPY', english)).toBe('3,980 Japanese yen');
    const chinese = getScriptLanguage('chinese');
    expect(speakPrice(199, 'CNY', chinese)).toBe('199元');
    expect(speakPrice(49.99, 'USD', chinese)).toBe('49.99美元');
    expect(speakPrice(49.99, 'USD', getScriptLanguage('french'))).toBe('49,99 dollars des États-Unis');
    expect(speakPrice(1299, 'EUR', getScriptLanguage('german'))).toBe('1.299 Euro');
  });

  it('says a bare number without a currency, and nothing without a price', () => {
    const english = getScriptLanguage('english');
    expect(speakPrice(12.5, null, english)).toBe('12.5');
    expect(speakPrice(null, 'USD', english)).toBeNull();
  });
});

describe('priceDigitsPattern', () => {
  it('finds the price however it is grouped or which decimal mark it uses, and not inside another number', () => {
    const pattern = priceDigitsPattern(1299.5)!;
    for (const text of ['only 1,299.50 pounds', '1.299,50 €', '1 299,5 euros', '$1299.50']) expect(pattern.test(text), text).toBe(true);
    for (const text of ['11,299.50', '1,299.55', '299.50']) expect(pattern.test(text), text).toBe(false);
    expect(priceDigitsPattern(55)!.test('55 dollars')).toBe(true);
    expect(priceDigitsPattern(55)!.test('0.55 dollars')).toBe(false);
    expect(priceDigitsPattern(null)).toBeNull();
  });
});
