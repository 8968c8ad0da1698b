const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A non-negative number in base 62 (0-9, A-Z, a-z), left-padded with '0' to `width` characters. */
export function encodeBase62(value: bigint, width: number): string {
  if (value < 0n) throw new RangeError('base62 encodes non-negative numbers');
  let text = '';
  let rest = value;
  while (rest > 0n) {
    text = alphabet[Number(rest % 62n)]! + text;
    rest /= 62n;
  }
  if (text.length > width) throw new RangeError(`${value} needs more than ${width} base62 characters`);
  return text.padStart(width, '0');
}

/** Whether every character is a base62 digit. */
export function isBase62(text: string): boolean {
  return /^[0-9A-Za-z]*$/u.test(text);
}
