import { setTimeout as sleep } from 'node:timers/promises';

/** How long `until` waits and how often it reads; `onEach` sees every value read, the last one included. */
export interface UntilOptions<Value> {
  /** Default 60 s. */
  timeoutMs?: number;
  /** Pause between reads; default 50 ms. */
  intervalMs?: number;
  onEach?: (value: Value) => void;
}

/**
 * Reads `read()` until `isDone` holds and returns that value: how tests wait
 * for a task, a render or a script. Throws when `timeoutMs` passes first,
 * showing the last value, so a stuck task fails with what it was doing.
 */
export async function until<Value>(read: () => Promise<Value>, isDone: (value: Value) => boolean, options: UntilOptions<Value> = {}): Promise<Value> {
  const { timeoutMs = 60_000, intervalMs = 50, onEach } = options;
  const startedMs = Date.now();
  for (;;) {
    const value = await read();
    onEach?.(value);
    if (isDone(value)) return value;
    if (Date.now() - startedMs > timeoutMs) throw new Error(`Not done after ${timeoutMs} ms; last read: ${JSON.stringify(value)}`);
    await sleep(intervalMs);
  }
}
