import { currencyCodes, currencyNotations, dollarCurrencyCodes, type CurrencyNotation } from './currency-notations.ts';

/** A currency as written in a text, and the ISO 4217 code it stands for when that is known. */
export interface FoundCurrency {
  text: string;
  code: string | null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
}

/**
 * The notations of one tier as three patterns, one per kind, each with a
 * single boundary check around its alternation (a lookaround per notation
 * makes the expression take seconds to compile). Longest first: at one
 * position the longest notation wins (`AU$` over `$`).
 */
function buildTierPatterns(notations: readonly CurrencyNotation[]): RegExp[] {
  const alternation = (kind: CurrencyNotation['kind']): string =>
    notations
      .filter((notation) => notation.kind === kind)
      .map(({ text }) => text)
      .sort((first, second) => second.length - first.length)
      .map(escapeRegExp)
      .join('|');
  const patterns: [string, string][] = [
    [alternation('sign'), '(?:ALTERNATION)'],
    [alternation('word'), '(?<!\\p{L})(?:ALTERNATION)(?!\\p{L})'],
    [alternation('stem'), '(?<!\\p{L})(?:ALTERNATION)'],
  ];
  return patterns
    .filter(([alternatives]) => alternatives)
    .map(
      ([alternatives, shape]) =>
        new RegExp(
          shape.replace('ALTERNATION', () => alternatives),
          'u',
        ),
    );
}

/** The leftmost match of any of the patterns; the longest where two start at the same place. */
function findLeftmost(patterns: readonly RegExp[], text: string): string | undefined {
  let best: RegExpExecArray | null = null;
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.index || (match.index === best.index && match[0].length > best[0].length))) best = match;
  }
  return best?.[0];
}

const sureTierPatterns = buildTierPatterns(currencyNotations.filter(({ sure }) => sure));
const otherTierPatterns = buildTierPatterns(currencyNotations.filter(({ sure }) => !sure));
/** `SGD$4.90`, `$ SGD4.90`, `NZD $100.70`: the code, with the `$` beside it ignored. */
const dollarCodePatterns = [new RegExp(`(?<!\\p{L})(?:${dollarCurrencyCodes.join('|')})(?=\\$?(?:[^\\p{L}]|$))`, 'u')];
const codeByText = new Map(currencyNotations.map(({ text, code }) => [text, code]));
const isoCodes = new Set(currencyCodes);
const isoCodePattern = new RegExp(`(?<!\\p{L})(?:${currencyCodes.join('|')})(?!\\p{L})`, 'u');

/** Notations whose code is only a guess: a hint that names a code overrides it (`$` with `CAD`, `kr` with `SEK`). */
const ambiguousTexts = new Set(['$', '¥', '￥', 'kr', 'Kr', 'Rs', 'Rs.', 'C$', 'Fr.']);

/**
 * The currency of a price: searched in the price text first, then in the
 * hint (the text of a neighbouring element, a `priceCurrency` value), in
 * tiers: a dollar's country code when a `$` is present, then the sure
 * notations, then the other codes and abbreviations. Within a tier the
 * leftmost notation wins.
 */
export function findPriceCurrency(price: string | null | undefined, hint: string | null | undefined): FoundCurrency | null {
  const searches: [readonly RegExp[], string | null | undefined][] = [
    [sureTierPatterns, price],
    [sureTierPatterns, hint],
    [otherTierPatterns, price],
    [otherTierPatterns, hint],
  ];
  if (hint?.includes('$')) searches.unshift([dollarCodePatterns, hint]);
  if (price?.includes('$')) searches.unshift([dollarCodePatterns, price]);
  for (const [patterns, text] of searches) {
    const match = text ? findLeftmost(patterns, text) : undefined;
    if (match) {
      const found = match.trim();
      return { text: found, code: resolveCurrencyCode(found, `${price ?? ''} ${hint ?? ''}`) };
    }
  }
  return null;
}

function resolveCurrencyCode(text: string, context: string): string | null {
  const known = codeByText.get(text);
  const code = known === undefined ? (isoCodes.has(text.toUpperCase()) ? text.toUpperCase() : null) : known;
  if (code !== null && !ambiguousTexts.has(text)) return code;
  const named = isoCodePattern.exec(context)?.[0];
  return named ?? code;
}
