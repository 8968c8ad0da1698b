/** Spec §9: a waiting media element holds the clock for at most this long, ms. */
export const pendingMediaTimeoutMs = 6000;

/**
 * Which media elements hold the timeline clock. A media element that should
 * play but has no data yet is pending: the clock waits for it, so sound and
 * picture do not run ahead. After 6 s the clock goes on without it (it
 * catches up by a seek once it can play); it may hold the clock again only
 * after it has played.
 */
export class PendingMediaTracker {
  readonly #waitingSinceMs = new Map<string, number>();

  /** Records whether `key` is waiting at `nowMs`; true while it holds the clock. */
  update(key: string, isWaiting: boolean, nowMs: number): boolean {
    if (!isWaiting) {
      this.#waitingSinceMs.delete(key);
      return false;
    }
    const sinceMs = this.#waitingSinceMs.get(key);
    if (sinceMs === undefined) {
      this.#waitingSinceMs.set(key, nowMs);
      return true;
    }
    return nowMs - sinceMs < pendingMediaTimeoutMs;
  }

  forget(key: string): void {
    this.#waitingSinceMs.delete(key);
  }

  clear(): void {
    this.#waitingSinceMs.clear();
  }
}
