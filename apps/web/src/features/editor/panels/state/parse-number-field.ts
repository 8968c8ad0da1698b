export interface NumberFieldRange {
  min?: number;
  max?: number;
  /** Digits kept after the point (0 = whole numbers). */
  decimals?: number;
}

/**
 * What a number input holds, as a value to write: `undefined` while it is
 * empty or half typed (`''`, `'-'`, `'1e'`), so invalid input is never
 * written; otherwise rounded to `decimals` and clamped into [min, max].
 */
export function parseNumberField(raw: string | number, range: NumberFieldRange = {}): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : raw.trim().replace(',', '.');
  if (text === '') return undefined;
  // Number('') and Number(' ') are 0, Number('0x10') is 16: only plain decimals count.
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/iu.test(text)) return undefined;
  const parsed = Number(text);
  if (!Number.isFinite(parsed)) return undefined;
  const factor = 10 ** (range.decimals ?? 6);
  let value = Math.round(parsed * factor) / factor;
  if (range.min !== undefined) value = Math.max(range.min, value);
  if (range.max !== undefined) value = Math.min(range.max, value);
  // -0 shows as '-0' in an input.
  return Object.is(value, -0) ? 0 : value;
}
