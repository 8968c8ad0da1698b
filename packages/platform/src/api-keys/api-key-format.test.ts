import crypto from 'node:crypto';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKeyLength, apiKeyLookupPrefix, generateApiKey, isWellFormedApiKey, looksLikeApiKey } from './api-key-format.ts';
import { hashApiKey, matchesApiKeyHash } from './api-key-hash.ts';
import { encodeBase62 } from './base62.ts';
import { crc32 } from './crc32.ts';

afterEach(() => vi.restoreAllMocks());

describe('API key format', () => {
  it('is tr_live_, 43 base62 characters of 256 random bits and a 6-character checksum, different every time', () => {
    const keys = Array.from({ length: 500 }, generateApiKey);
    for (const key of keys) {
      expect(key).toMatch(/^tr_live_[0-9A-Za-z]{49}$/u);
      expect(key).toHaveLength(apiKeyLength);
      expect(isWellFormedApiKey(key)).toBe(true);
      expect(looksLikeApiKey(key)).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys.map(apiKeyLookupPrefix)).size).toBe(keys.length);
    expect(apiKeyLookupPrefix(keys[0]!)).toBe(keys[0]!.slice(8, 20));
  });

  it('refuses a key with one character changed, a wrong checksum, a wrong length or another prefix', () => {
    const key = generateApiKey();
    const randomPart = key.slice(8, 51);
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'a' ? 'b' : 'a') + text.slice(at + 1);
    for (const at of [8, 20, 50, 51, 56]) expect(isWellFormedApiKey(flip(key, at)), `changed at ${at}`).toBe(false);
    expect(isWellFormedApiKey(`tr_live_${randomPart}${encodeBase62(BigInt((crc32(randomPart) + 1) >>> 0), 6)}`)).toBe(false);
    expect(isWellFormedApiKey(`tr_live_${randomPart}${encodeBase62(BigInt(crc32(randomPart)), 6)}`)).toBe(true);
    expect(isWellFormedApiKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(`${key}0`)).toBe(false);
    expect(isWellFormedApiKey(key.replace('tr_live_', 'tr_test_'))).toBe(false);
    expect(isWellFormedApiKey(key.replace(/.$/u, '-'))).toBe(false);
    expect(looksLikeApiKey('a-session-token')).toBe(false);
  });

  it('checksums with the standard CRC-32 (zlib’s)', () => {
    for (const text of ['', 'a', 'tr_live_', generateApiKey(), '多语言']) expect(crc32(text)).toBe(zlibCrc32(text));
  });

  it('encodes base62 with a fixed width, and refuses what does not fit', () => {
    expect(encodeBase62(0n, 3)).toBe('000');
    expect(encodeBase62(61n, 2)).toBe('0z');
    expect(encodeBase62(62n, 2)).toBe('10');
    expect(encodeBase62(2n ** 256n - 1n, 43)).toHaveLength(43);
    expect(() => encodeBase62(62n ** 2n, 2)).toThrow(RangeError);
  });
});

describe('API key hash', () => {
  it('keeps the SHA-256 hex of the whole key, and matches only that key', () => {
    const key = generateApiKey();
    const stored = hashApiKey(key);
    expect(stored).toBe(crypto.createHash('sha256').update(key).digest('hex'));
    expect(stored).not.toContain(key.slice(8));
    expect(matchesApiKeyHash(key, stored)).toBe(true);
    expect(matchesApiKeyHash(generateApiKey(), stored)).toBe(false);
    expect(matchesApiKeyHash(key, 'not-hex')).toBe(false);
  });

  it('compares with timingSafeEqual, never ===', () => {
    const compare = vi.spyOn(crypto, 'timingSafeEqual');
    const key = generateApiKey();
    expect(matchesApiKeyHash(key, hashApiKey(key))).toBe(true);
    expect(matchesApiKeyHash(key, hashApiKey(generateApiKey()))).toBe(false);
    expect(compare).toHaveBeenCalledTimes(2);
    const [presented, stored] = compare.mock.calls[0]!;
    expect(Buffer.from(presented as Uint8Array).toString('hex')).toBe(hashApiKey(key));
    expect(Buffer.from(stored as Uint8Array).toString('hex')).toBe(hashApiKey(key));
  });
});
