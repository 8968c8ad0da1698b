import { randomBytes } from 'node:crypto';
import { apiKeyPrefix } from '@talkreel/contract';
import { encodeBase62, isBase62 } from './base62.ts';
import { crc32 } from './crc32.ts';

/** 32 random bytes (256 bits) in base62: 43 characters, since 62^43 > 2^256. */
const randomCharacters = 43;
/** A CRC-32 in base62: 6 characters, since 62^6 > 2^32. */
const checksumCharacters = 6;
/** The part of the random characters that finds the key's row (71 bits: collisions are refused by a unique index). */
const lookupCharacters = 12;

export const apiKeyLength = apiKeyPrefix.length + randomCharacters + checksumCharacters;

/**
 * A new key: `tr_live_` + 43 base62 characters of 32 random bytes + a
 * 6-character base62 CRC-32 of those 43. The prefix makes a leaked key
 * recognisable (secret scanners, log filters); the checksum lets
 * `isWellFormedApiKey` refuse a mistyped or made-up key without asking the
 * database.
 */
export function generateApiKey(): string {
  const random = encodeBase62(BigInt(`0x${randomBytes(32).toString('hex')}`), randomCharacters);
  return `${apiKeyPrefix}${random}${checksumOf(random)}`;
}

/** Whether the text has the shape and the checksum of a key this server issues. */
export function isWellFormedApiKey(text: string): boolean {
  if (text.length !== apiKeyLength || !text.startsWith(apiKeyPrefix)) return false;
  const body = text.slice(apiKeyPrefix.length);
  if (!isBase62(body)) return false;
  const random = body.slice(0, randomCharacters);
  return checksumOf(random) === body.slice(randomCharacters);
}

/** Whether the bearer token is meant as an API key (then it is never taken for a session token). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(apiKeyPrefix);
}

/** The characters that find a key's row: the first 12 after `tr_live_`. */
export function apiKeyLookupPrefix(key: string): string {
  return key.slice(apiKeyPrefix.length, apiKeyPrefix.length + lookupCharacters);
}

function checksumOf(random: string): string {
  return encodeBase62(BigInt(crc32(random)), checksumCharacters);
}
