import type { ScriptLanguage } from './script-language.ts';

/**
 * How a price is said where the language's own currency name reads better
 * than the one Intl gives ("US dollars" in an American ad, "人民币" after a
 * Chinese amount): language prefix → currency → [Intl's words, said words].
 */
const saidCurrencyNames: Record<string, Record<string, readonly [string, string][]>> = {
  en: {
    USD: [
      ['US dollars', 'dollars'],
      ['US dollar', 'dollar'],
    ],
    GBP: [
      ['British pounds', 'pounds'],
      ['British pound', 'pound'],
    ],
  },
  zh: { CNY: [['人民币', '元']] },
};

/**
 * A price as the presenter says it, in the language's own words and digits:
 * the amount with the currency's name (`55 dollars`, `49.99 euros`,
 * `88元`, `49,99 dollars des États-Unis`), from Intl's currency names, so
 * every language gets its own. Whole amounts lose their `.00`; an amount
 * with cents keeps the currency's digits. Without a currency: the number
 * alone. Null without a price. The digits stay digits, so captions show the
 * price as the product page does.
 */
export function speakPrice(price: number | null, currency: string | null, language: ScriptLanguage): string | null {
  if (price === null || !Number.isFinite(price)) return null;
  const digits = Number.isInteger(price) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  if (!currency) return new Intl.NumberFormat(language.locale, { maximumFractionDigits: 2, ...digits }).format(price);
  let said: string;
  try {
    said = new Intl.NumberFormat(language.locale, { style: 'currency', currency, currencyDisplay: 'name', ...digits }).format(price);
  } catch {
    // A code Intl refuses (not three letters): the number and the code as given.
    return `${new Intl.NumberFormat(language.locale, { maximumFractionDigits: 2 }).format(price)} ${currency}`;
  }
  const overrides = saidCurrencyNames[language.locale.split('-')[0]!]?.[currency] ?? [];
  for (const [intlWords, saidWords] of overrides) if (said.includes(intlWords)) return said.replace(intlWords, saidWords);
  return said;
}

/**
 * The price's digits as a pattern that finds it in a text however it is
 * grouped or which decimal mark it uses (`1,299.5`, `1.299,50`, `1 299`):
 * what the scripts are checked against, and what a video finds the scene
 * that says the price by. Null without a price.
 */
export function priceDigitsPattern(price: number | null): RegExp | null {
  if (price === null || !Number.isFinite(price)) return null;
  const [whole, cents] = price.toFixed(2).split('.') as [string, string];
  const grouped = [...whole].map((digit, index) => (index === 0 ? digit : `[\\s,.'\u00a0\u202f]?${digit}`)).join('');
  const fraction = cents === '00' ? '' : `[.,]${cents.endsWith('0') ? `${cents[0]}0?` : cents}`;
  return new RegExp(`(?<![\\d.,])${grouped}${fraction}(?![\\d])`, 'u');
}
