import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 32 random bytes, base64url. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of the token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
