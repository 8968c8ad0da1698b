import { createHash, randomBytes, randomInt } from 'node:crypto';

/** SHA-256 hex: what the database keeps of tickets, codes and captcha answers. */
export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** An unguessable single-use ticket. */
export function createTicket(): string {
  return randomBytes(24).toString('base64url');
}

/** A 6-digit code, uniformly random. */
export function createSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
