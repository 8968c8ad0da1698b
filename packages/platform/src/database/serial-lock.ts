/**
 * A FIFO async lock. PGlite is one connection: a transaction must hold it from
 * BEGIN to COMMIT so that no other statement (a request's, or pg-boss's) lands
 * inside it.
 */
export class SerialLock {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for the lock; the returned function releases it (call it exactly once). */
  async acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => next);
    await previous;
    return release;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}
