import { createHash, randomBytes } from 'node:crypto';
import { PasswordHashSchema } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { hashPassword } from './hash-password.ts';
import { sha256HexFallback } from './sha256-hex-fallback.ts';

const encode = (text: string) => new TextEncoder().encode(text);

describe('hashPassword', () => {
  it('is the lowercase hex SHA-256 of the UTF-8 password (FIPS 180-4 test vectors)', async () => {
    expect(await hashPassword('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await hashPassword('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('hashes the UTF-8 bytes of non-ASCII passwords, and the result passes the contract schema', async () => {
    const password = 'correct-horse-1 密码 🐴';
    const hash = await hashPassword(password);
    expect(hash).toBe(createHash('sha256').update(password, 'utf8').digest('hex'));
    expect(PasswordHashSchema.safeParse(hash).success).toBe(true);
    expect(hash).not.toContain(password);
  });
});

describe('sha256HexFallback', () => {
  it('matches the two-block FIPS vector', () => {
    const message = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';
    expect(sha256HexFallback(encode(message))).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('matches Node for every length around the 55/56/64-byte padding edges and for random data', () => {
    for (let length = 0; length <= 130; length += 1) {
      const bytes = new Uint8Array(randomBytes(length));
      expect(sha256HexFallback(bytes), `length ${length}`).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    const large = new Uint8Array(randomBytes(100_003));
    expect(sha256HexFallback(large)).toBe(createHash('sha256').update(large).digest('hex'));
  });
});
