import { describe, expect, it } from 'vitest';
import { readProductCorpusJson } from '../testing/product-corpora.ts';
import { parsePrice, type ParsedPrice } from './parse-price.ts';

interface PriceExample {
  currency_raw: string | null;
  price_raw: string | null;
  expected_currency: string | null;
  expected_amount: string | null;
  decimal_separator_hint: '.' | ',' | null;
}

const examplesByList = await readProductCorpusJson<Record<string, PriceExample[]>>('price-strings', 'price_parsing_examples.json');

function parseExample(example: PriceExample): ParsedPrice {
  return parsePrice(example.price_raw, {
    currencyHint: example.currency_raw,
    ...(example.decimal_separator_hint ? { decimalSeparator: example.decimal_separator_hint } : {}),
  });
}

/** price-parser's own test: the amount as a number and the currency exactly as written. */
function isMatch(example: PriceExample, parsed: ParsedPrice): boolean {
  const expectedAmount = example.expected_amount === null ? null : Number(example.expected_amount);
  return parsed.amount === expectedAmount && parsed.currencyText === (example.expected_currency?.trim() ?? null);
}

function measure(lists: [string, PriceExample[]][]): { total: number; matched: number; misses: string[] } {
  const misses: string[] = [];
  let total = 0;
  for (const [listName, examples] of lists) {
    for (const example of examples) {
      total++;
      const parsed = parseExample(example);
      if (!isMatch(example, parsed)) {
        misses.push(
          `${listName}: ${JSON.stringify(example.price_raw)} hint ${JSON.stringify(example.currency_raw)} → ${parsed.amount} ${parsed.currencyText}, expected ${example.expected_amount} ${example.expected_currency}`,
        );
      }
    }
  }
  return { total, matched: total - misses.length, misses };
}

describe('parsePrice over the price-parser corpus', () => {
  const lists = Object.entries(examplesByList);
  // Lists named *_XFAIL* are price-parser's own known failures: measured and printed, not required.
  const required = lists.filter(([name]) => !name.includes('XFAIL'));
  const stretch = lists.filter(([name]) => name.includes('XFAIL'));

  it('reads at least 99 % of the 1,042 required strings exactly (amount and currency as written)', () => {
    const result = measure(required);
    const rate = result.matched / result.total;
    console.log(`price parsing: ${result.matched}/${result.total} required strings = ${(rate * 100).toFixed(2)} %`);
    if (result.misses.length > 0) console.log(result.misses.join('\n'));
    expect(result.total).toBe(1042);
    expect(rate).toBeGreaterThanOrEqual(0.99);
  });

  it("measures price-parser's known failures and the whole file (printed; stretch goals)", () => {
    const stretchResult = measure(stretch);
    const all = measure(lists);
    console.log(
      `price parsing: ${stretchResult.matched}/${stretchResult.total} XFAIL strings; ${all.matched}/${all.total} in all = ${((all.matched / all.total) * 100).toFixed(2)} %`,
    );
    expect(all.total).toBe(1176);
    expect(stretchResult.total).toBe(134);
  });
});

describe('parsePrice', () => {
  it.each([
    ['1.234,56 €', 1234.56, 'EUR'],
    ['1 234,56 zł', 1234.56, 'PLN'],
    ["CHF 1'234.50", 1234.5, 'CHF'],
    ['$1,234.56', 1234.56, 'USD'],
    ['from $9.99', 9.99, 'USD'],
    ['$29.99 – $74.99', 29.99, 'USD'],
    ['R$ 49,90', 49.9, 'BRL'],
    ['¥3,500', 3500, 'JPY'],
    ['CN¥ 88', 88, 'CNY'],
    ['₹1,29,999', 129999, 'INR'],
    ['£8.29', 8.29, 'GBP'],
    ['USD 12', 12, 'USD'],
    ['12 EUR', 12, 'EUR'],
    ['199 kr', 199, null],
    ['1.198,- Kč', 1198, 'CZK'],
    ['45,00 zł', 45, 'PLN'],
    ['A$190.00', 190, 'AUD'],
    ['SGD$4.90', 4.9, 'SGD'],
    ['Free!', 0, null],
  ])('%s → %s %s', (text, amount, currency) => {
    const parsed = parsePrice(text);
    expect(parsed.amount).toBe(amount);
    expect(parsed.currency).toBe(currency);
  });

  it('lets a hint name the currency, and settle an ambiguous sign', () => {
    expect(parsePrice('48,00', { currencyHint: 'USD' })).toEqual({ amount: 48, currency: 'USD', currencyText: 'USD' });
    expect(parsePrice('$12.50', { currencyHint: 'CAD' })).toEqual({ amount: 12.5, currency: 'CAD', currencyText: '$' });
    expect(parsePrice('199 kr', { currencyHint: 'SEK' })).toEqual({ amount: 199, currency: 'SEK', currencyText: 'kr' });
    // A currency written in the price wins over the hint's.
    expect(parsePrice('£54.17', { currencyHint: 'USD' }).currency).toBe('GBP');
  });

  it('takes three digits after one separator as thousands unless told otherwise', () => {
    expect(parsePrice('423.923').amount).toBe(423923);
    expect(parsePrice('423.923 KD', { decimalSeparator: '.' })).toEqual({ amount: 423.923, currency: 'KWD', currencyText: 'KD' });
    expect(parsePrice('0,500 €').amount).toBe(0.5);
  });

  it('finds no amount where there is no price', () => {
    expect(parsePrice('40% OFF')).toEqual({ amount: null, currency: null, currencyText: null });
    expect(parsePrice('Out of stock').amount).toBeNull();
    expect(parsePrice('ALL SALES FINAL').currency).toBeNull();
    expect(parsePrice(null, { currencyHint: '€' })).toEqual({ amount: null, currency: 'EUR', currencyText: '€' });
  });
});
