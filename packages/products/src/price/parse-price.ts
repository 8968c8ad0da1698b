import { findPriceCurrency } from './find-price-currency.ts';
import { parsePriceAmount } from './parse-price-amount.ts';

/** A price read from text. */
export interface ParsedPrice {
  /** The first price-looking number (the low end of a range, the "from" price); null when there is none. */
  amount: number | null;
  /** ISO 4217 code, when the notation tells it (`€` → EUR, `R$` → BRL, `$` → USD unless a hint names another dollar). */
  currency: string | null;
  /** The currency as written (`R$`, `zł`, `руб.`), trimmed; null when none was found. */
  currencyText: string | null;
}

export interface ParsePriceOptions {
  /**
   * Text that may name the currency when the price does not: a
   * `priceCurrency` value (`USD`), a neighbouring label (`Price in €`). A
   * currency in the price itself wins; a code in the hint also settles an
   * ambiguous sign (`$` with `CAD`).
   */
  currencyHint?: string | null;
  /** The decimal mark when the caller knows it (`423.923` with `.` is three decimals, not 423,923). */
  decimalSeparator?: '.' | ',';
}

/**
 * Amount and currency of a price as shops write it, in any locale:
 * `1.234,56 €`, `1 234,56 zł`, `CHF 1'234.50`, `$1,234.56`, `from $9.99`,
 * `R$ 49,90`, `¥3,500`, `USD 12`, `12,- Kč`.
 */
export function parsePrice(text: string | null | undefined, options: ParsePriceOptions = {}): ParsedPrice {
  const amount = text ? parsePriceAmount(text, options.decimalSeparator) : null;
  const currency = findPriceCurrency(text, options.currencyHint);
  return { amount, currency: currency?.code ?? null, currencyText: currency?.text ?? null };
}
