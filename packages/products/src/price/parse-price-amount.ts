/** Spaces that group thousands in many locales (no-break, figure, narrow no-break, thin). */
const groupingSpaces = /[\u00a0\u2007\u2009\u200a\u202f\u205f\u3000]/gu;

/** `35€ 99`, `1,235€99`: the euro sign standing where the decimal mark would be (only when the text has one `€`). */
const euroAsDecimalMarkPattern = /(\d(?:[\d.,' ]*\d)?)\s*€\s*(\d\d)(?![\d.,]?\d)/u;

/**
 * The amount of the first price-looking number in `text`, whatever the
 * locale's separators: `1.234,56`, `1 234,56`, `1'234.56`, `1,234.56`,
 * `12,-`, `559. 99`. A number followed by `%` is skipped; "free" without a
 * number is 0. `decimalSeparator` settles `423.923` (a thousands group or
 * three decimals); without it, one separator followed by exactly three
 * digits groups thousands.
 */
export function parsePriceAmount(text: string, decimalSeparator?: '.' | ','): number | null {
  const normalised = text.replace(groupingSpaces, ' ');
  const euroAmount = readEuroAsDecimalMark(normalised);
  if (euroAmount !== null) return euroAmount;
  for (const candidate of scanNumbers(normalised)) {
    const amount = toAmount(candidate, decimalSeparator);
    if (amount !== null) return amount;
  }
  return /free/iu.test(normalised) ? 0 : null;
}

function readEuroAsDecimalMark(text: string): number | null {
  if (text.split('€').length !== 2) return null;
  const match = euroAsDecimalMarkPattern.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const whole = toAmount({ leading: '', body: match[1] }, undefined);
  if (whole === null || !Number.isInteger(whole)) return null;
  return Number(`${whole}.${match[2]}`);
}

interface NumberCandidate {
  /** Separators written right before the first digit (`$.75`, `$..75`). */
  leading: string;
  /** Digits and the separators between them, grouping spaces kept. */
  body: string;
}

const isDigit = (character: string | undefined): boolean => character !== undefined && character >= '0' && character <= '9';
const isMark = (character: string | undefined): boolean => character === '.' || character === ',';

/** `15.08.2017`: a day, not a price. */
const datePattern = /^(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.(?:19|20)\d\d$/u;

/** Every number in the text, left to right, except percentages and dates. */
function* scanNumbers(text: string): Generator<NumberCandidate> {
  let index = 0;
  while (index < text.length) {
    if (!isDigit(text[index])) {
      index++;
      continue;
    }
    let leadingStart = index;
    while (leadingStart > 0 && isMark(text[leadingStart - 1])) leadingStart--;
    const leading = isDigit(text[leadingStart - 1]) ? '' : text.slice(leadingStart, index);
    const end = readNumberEnd(text, index);
    const body = text.slice(index, end);
    index = end;
    if (/^\s*%/u.test(text.slice(end)) || datePattern.test(body)) continue;
    yield { leading, body };
  }
}

/** Where the number that starts at `start` ends: digit groups joined by one separator each. */
function readNumberEnd(text: string, start: number): number {
  let end = start;
  while (isDigit(text[end])) end++;
  let hasMark = false;
  for (;;) {
    const next = text[end];
    const afterNext = text[end + 1];
    if ((isMark(next) || next === "'" || next === '’') && isDigit(afterNext)) {
      hasMark ||= isMark(next);
      end = readDigits(text, end + 1);
    } else if (isMark(next) && afterNext === ' ' && isExactDigitRun(text, end + 2, 2)) {
      // `559. 99`, `1.837, 32`: a decimal part pushed off by a space.
      hasMark = true;
      end += 4;
    } else if (next === ' ' && !hasMark && isExactDigitRun(text, end + 1, 3)) {
      end += 4;
    } else {
      return end;
    }
  }
}

function readDigits(text: string, start: number): number {
  let end = start;
  while (isDigit(text[end])) end++;
  return end;
}

function isExactDigitRun(text: string, start: number, length: number): boolean {
  return readDigits(text, start) - start === length;
}

function toAmount({ leading, body }: NumberCandidate, decimalSeparator: '.' | ',' | undefined): number | null {
  const compact = body.replace(/[ '’]/gu, '');
  if (leading && !/[.,]/u.test(compact)) return toFiniteNumber(`0.${compact}`);
  const decimalMark = decimalSeparator ?? guessDecimalMark(compact);
  const position = decimalMark ? compact.lastIndexOf(decimalMark) : -1;
  if (position < 0) return toFiniteNumber(compact.replace(/[.,]/gu, ''));
  const whole = compact.slice(0, position).replace(/[.,]/gu, '');
  return toFiniteNumber(`${whole}.${compact.slice(position + 1)}`);
}

/**
 * Both marks: the last one is decimal. One mark, written once: decimal unless
 * exactly three digits follow a non-zero whole part (`12,345` is twelve
 * thousand, `0,500` half). One mark written more than once groups thousands.
 */
function guessDecimalMark(compact: string): '.' | ',' | undefined {
  const lastIndex = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  if (lastIndex < 0) return undefined;
  const mark = compact[lastIndex] as '.' | ',';
  const other = mark === '.' ? ',' : '.';
  if (compact.includes(other)) return mark;
  if (compact.indexOf(mark) !== lastIndex) return undefined;
  const wholePart = compact.slice(0, lastIndex);
  const fractionDigits = compact.length - lastIndex - 1;
  return fractionDigits === 3 && !/^0+$/u.test(wholePart) ? undefined : mark;
}

function toFiniteNumber(text: string): number | null {
  if (!/^\d*\.?\d+$|^\d+\.?$/u.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
