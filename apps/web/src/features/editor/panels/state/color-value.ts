/**
 * Whether a typed colour is one the renderer and the preview both read:
 * `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()/rgba()` or `hsl()/hsla()`.
 * Anything else (a half-typed `#ff`) is not written.
 */
export function isColorValue(text: string): boolean {
  const value = text.trim();
  if (/^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/iu.test(value)) return true;
  const number = String.raw`\s*-?(\d+\.?\d*|\.\d+)%?\s*`;
  const functional = new RegExp(String.raw`^(rgba?|hsla?)\(${number},${number},${number}(,${number})?\)$`, 'iu');
  return functional.test(value);
}

/** What a colour input writes: a colour, `undefined` for an emptied input (the design default), `null` for nothing yet. */
export function parseColorField(text: string): string | undefined | null {
  if (text.trim() === '') return undefined;
  return isColorValue(text) ? text.trim() : null;
}
