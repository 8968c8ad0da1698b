import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The secret the operator's command shows the running server: a file in
 * DATA_DIR only the account that runs Talkreel can read. The operator route
 * also answers only loopback clients; the token keeps other local users of
 * the machine out.
 */
export function operatorTokenPath(dataDir: string): string {
  return path.join(dataDir, 'operator-token');
}

/** Reads the token, making it (mode 0600) on a first start. */
export async function ensureOperatorToken(dataDir: string): Promise<string> {
  const file = operatorTokenPath(dataDir);
  const existing = await readOperatorToken(dataDir);
  if (existing) return existing;
  const token = randomBytes(32).toString('hex');
  // 'wx': two processes starting at once keep the first one's token.
  await writeFile(file, `${token}\n`, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readOperatorToken(dataDir)) ?? token;
}

export async function readOperatorToken(dataDir: string): Promise<string | undefined> {
  const text = await readFile(operatorTokenPath(dataDir), 'utf8').catch(() => '');
  return /^[0-9a-f]{64}$/.exec(text.trim())?.[0];
}

export function isOperatorToken(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const expectedBytes = Buffer.from(expected);
  const givenBytes = Buffer.from(given);
  return expectedBytes.length === givenBytes.length && timingSafeEqual(expectedBytes, givenBytes);
}
