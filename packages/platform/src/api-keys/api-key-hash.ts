import crypto from 'node:crypto';

/** What the database keeps instead of the key: its SHA-256, hex. */
export function hashApiKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

/**
 * Whether the key is the one whose hash is stored, compared in constant time
 * (`timingSafeEqual`), so a guesser learns nothing from how long a refusal
 * takes. Both sides are SHA-256 digests, so their lengths always match.
 * The default import is deliberate: the test spies on `crypto.timingSafeEqual`.
 */
export function matchesApiKeyHash(key: string, storedHashHex: string): boolean {
  const presented = crypto.createHash('sha256').update(key).digest();
  const stored = Buffer.from(storedHashHex, 'hex');
  return stored.length === presented.length && crypto.timingSafeEqual(presented, stored);
}
