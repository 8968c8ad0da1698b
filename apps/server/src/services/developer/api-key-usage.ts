/** How often a process adds the requests it counted to the database (the shared window, the last-used time). */
export const apiKeyUsageSyncMs = 1_000;

/** Adds requests to the key's shared window in the database (`ApiKeyRepository.recordUse`); undefined when the key is gone. */
export type RecordApiKeyUse = (keyId: string, now: Date, requests: number) => Promise<{ requestsInWindow: number; windowStartedAt: Date } | undefined>;

export type ApiKeyUseVerdict =
  | { kind: 'counted'; remaining: number }
  | { kind: 'over'; retryAfterSeconds: number }
  /** The key's row is gone. */
  | { kind: 'gone' };

interface KeyWindow {
  startedAtMs: number;
  /** The requests of every process in the window, as the database said at the last sync (ours included). */
  shared: number;
  /** Requests this process counted since then. */
  unsynced: number;
  /** When the database last said `shared`. */
  syncedAtMs: number;
}

/**
 * Each API key's fixed rate window, counted in memory and shared through the
 * database. The first request of a key in a window asks the database (so a
 * process that just started, or a key another process used, starts from the
 * shared count), and so does a request after a sync interval with none;
 * the others are counted here, and every `apiKeyUsageSyncMs` the counts go
 * to the database in one statement per key, which answers the count of every
 * process. In one process the limit is exact; with several, a key can get
 * past it by at most what the other processes counted since their last sync
 * (a second's worth). The last-used time is written at the same syncs.
 */
export class ApiKeyUsage {
  readonly #windows = new Map<string, KeyWindow>();
  readonly #record: RecordApiKeyUse;
  readonly #windowMs: number;
  readonly #syncMs: number;
  readonly #timer: NodeJS.Timeout;
  readonly #onSyncError: (error: unknown) => void;
  #syncing: Promise<void> | undefined;

  constructor(record: RecordApiKeyUse, options: { windowMs: number; syncMs?: number; onSyncError: (error: unknown) => void }) {
    this.#record = record;
    this.#windowMs = options.windowMs;
    this.#syncMs = options.syncMs ?? apiKeyUsageSyncMs;
    this.#onSyncError = options.onSyncError;
    this.#timer = setInterval(() => void this.sync(), this.#syncMs);
    this.#timer.unref();
  }

  /** Counts one request of the key at `now`, unless the window already holds `limit`. */
  async count(keyId: string, limit: number, now: Date): Promise<ApiKeyUseVerdict> {
    const nowMs = now.getTime();
    const window = this.#windows.get(keyId);
    const isFresh = window && (window.unsynced > 0 || nowMs - window.syncedAtMs < this.#syncMs);
    if (window && isFresh && nowMs - window.startedAtMs < this.#windowMs) {
      const total = window.shared + window.unsynced + 1;
      if (total > limit) return { kind: 'over', retryAfterSeconds: this.#retryAfterSeconds(window, nowMs) };
      window.unsynced += 1;
      return { kind: 'counted', remaining: limit - total };
    }
    // A new window for this process, or one it has not heard of for a sync interval: the database counts this request and says what the others counted.
    const recorded = await this.#record(keyId, now, 1);
    if (!recorded) {
      this.#windows.delete(keyId);
      return { kind: 'gone' };
    }
    const fresh = { startedAtMs: recorded.windowStartedAt.getTime(), shared: recorded.requestsInWindow, unsynced: 0, syncedAtMs: nowMs };
    const raced = this.#windows.get(keyId);
    // Parallel first requests each asked; the window keeps the highest count the database gave.
    const kept = raced && raced.startedAtMs === fresh.startedAtMs ? raced : fresh;
    if (kept === raced) {
      raced.shared = Math.max(raced.shared, fresh.shared);
      raced.syncedAtMs = nowMs;
    }
    this.#windows.set(keyId, kept);
    if (recorded.requestsInWindow > limit) return { kind: 'over', retryAfterSeconds: this.#retryAfterSeconds(kept, nowMs) };
    return { kind: 'counted', remaining: limit - recorded.requestsInWindow };
  }

  /** Adds every key's unsynced requests to the database and reads the shared counts back; one sync at a time. */
  async sync(now = new Date()): Promise<void> {
    if (this.#syncing) return this.#syncing;
    this.#syncing = this.#syncAll(now).finally(() => {
      this.#syncing = undefined;
    });
    return this.#syncing;
  }

  /** Stops the timer after a last sync (the server is closing). */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.sync();
    // A sync that was already running when close began left what came after it.
    await this.sync();
  }

  async #syncAll(now: Date): Promise<void> {
    const nowMs = now.getTime();
    for (const [keyId, window] of this.#windows) {
      if (nowMs - window.startedAtMs >= this.#windowMs) {
        this.#windows.delete(keyId);
        // Requests of a window that has passed no longer count; their time of use still does.
        if (window.unsynced > 0) await this.#record(keyId, now, 0).catch(this.#onSyncError);
        continue;
      }
      if (window.unsynced === 0) continue;
      const requests = window.unsynced;
      window.unsynced = 0;
      try {
        const recorded = await this.#record(keyId, now, requests);
        if (!recorded) {
          this.#windows.delete(keyId);
          continue;
        }
        const current = this.#windows.get(keyId);
        if (current === window && recorded.windowStartedAt.getTime() === window.startedAtMs) {
          window.shared = recorded.requestsInWindow;
          window.syncedAtMs = nowMs;
        } else if (current === window) this.#windows.delete(keyId);
      } catch (error) {
        // Kept for the next sync; the local count still holds them meanwhile.
        window.unsynced += requests;
        this.#onSyncError(error);
      }
    }
  }

  #retryAfterSeconds(window: KeyWindow, nowMs: number): number {
    return Math.max(1, Math.ceil((window.startedAtMs + this.#windowMs - nowMs) / 1000));
  }
}
