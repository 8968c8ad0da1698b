import { sha256HexFallback } from './sha256-hex-fallback.ts';

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What the client sends as `password` (contract `PasswordHashSchema`): the
 * lowercase hex SHA-256 of the UTF-8 password, so the plain password never
 * leaves the browser. Uses Web Crypto where the page has it (secure contexts)
 * and the plain TypeScript digest elsewhere; both give the same hex.
 */
export async function hashPassword(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(password);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return toHex(await subtle.digest('SHA-256', bytes));
  return sha256HexFallback(bytes);
}
