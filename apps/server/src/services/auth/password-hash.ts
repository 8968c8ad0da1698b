import { hash, verify } from '@node-rs/argon2';

/** Argon2id parameters (OWASP's minimum: 19 MiB, 2 passes). */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

/**
 * The stored form of the client's password hash (the client already sends
 * SHA-256 of the password; the plain password never arrives).
 */
export function hashPassword(clientPasswordHash: string): Promise<string> {
  return hash(clientPasswordHash, argon2Options);
}

/** A real hash to verify against when the account does not exist, so timing does not tell. */
const decoyHash = hash('0'.repeat(64), argon2Options);

/** Constant-time check; an unknown account costs the same time as a wrong password. */
export async function verifyPassword(storedHash: string | null | undefined, clientPasswordHash: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoyHash, clientPasswordHash).catch(() => false);
    return false;
  }
  return verify(storedHash, clientPasswordHash).catch(() => false);
}
