import type { UserRow } from '@talkreel/platform';

/**
 * How long a looked-up session is trusted without asking the database again.
 * Pages poll user info, render status and task status every few seconds, each
 * call naming its session; on the embedded database every lookup queues on its
 * one connection. Short on purpose: a logout or password reset made by another
 * server process (scale-out), or a balance change made by a worker, reaches
 * this process at most this late. Writes made through this process's API drop
 * the entries they affect before their response leaves (see the session plugin).
 */
export const sessionCacheTtlMs = 5_000;

/** Sessions held at most; past it the oldest entries go first. */
const maxEntries = 10_000;

interface Entry<Extra> {
  user: UserRow;
  /** What the lookup found besides the user (an API key's row), never changed by readers. */
  extra: Extra;
  expiresAtMs: number;
}

/**
 * Users by session-token hash (or by API-key prefix, with the key's row as
 * `Extra`), for at most `sessionCacheTtlMs`. Only found sessions are kept.
 */
export class SessionCache<Extra = undefined> {
  readonly #entries = new Map<string, Entry<Extra>>();
  readonly #ttlMs: number;
  readonly #now: () => number;
  #generation = 0;

  constructor(options: { ttlMs?: number; now?: () => number } = {}) {
    this.#ttlMs = options.ttlMs ?? sessionCacheTtlMs;
    this.#now = options.now ?? Date.now;
  }

  /**
   * Moves on at every invalidation. A lookup notes it before reading the
   * database and passes it to `set`, so that a read which raced a logout
   * cannot put the revoked session back.
   */
  get generation(): number {
    return this.#generation;
  }

  /** A copy of the cached user, so that no request sees another's changes to it. */
  get(tokenHash: string): UserRow | undefined {
    return this.getWith(tokenHash)?.user;
  }

  /** The cached user (a copy) with what was kept beside it. */
  getWith(tokenHash: string): { user: UserRow; extra: Extra } | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= this.#now()) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return { user: { ...entry.user }, extra: entry.extra };
  }

  /** Keeps a session read from the database at `generation`, unless something was invalidated since. */
  set(tokenHash: string, user: UserRow, sessionExpiresAtMs: number, generation: number, ...extra: Extra extends undefined ? [] : [Extra]): void {
    if (generation !== this.#generation) return;
    this.#entries.delete(tokenHash);
    if (this.#entries.size >= maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(tokenHash, { user: { ...user }, extra: extra[0] as Extra, expiresAtMs: Math.min(this.#now() + this.#ttlMs, sessionExpiresAtMs) });
  }

  /** Drops every session of the user (their row changed, or their sessions were revoked). */
  forgetUser(userId: string): void {
    this.#generation += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.user.id === userId) this.#entries.delete(tokenHash);
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
