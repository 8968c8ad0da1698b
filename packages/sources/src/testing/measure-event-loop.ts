import { performance } from 'node:perf_hooks';

/** What the calling thread's event loop did while some work ran. */
export interface EventLoopMeasure<T> {
  result: T;
  /** How busy the loop was, from 0 (idle, waiting on another thread) to 1 (never idle). */
  utilization: number;
  /** The longest a 10 ms timer waited past its time, in ms. */
  worstDelayMs: number;
}

const tickMs = 10;

/**
 * Runs `run` and measures the event loop meanwhile: work done in another
 * thread leaves it idle (the API answers beside it), work done on it keeps
 * it busy and delays its timers.
 */
export async function measureEventLoop<T>(run: () => Promise<T>): Promise<EventLoopMeasure<T>> {
  let worstDelayMs = 0;
  let lastTickMs = performance.now();
  const ticker = setInterval(() => {
    const nowMs = performance.now();
    worstDelayMs = Math.max(worstDelayMs, nowMs - lastTickMs - tickMs);
    lastTickMs = nowMs;
  }, tickMs);
  const before = performance.eventLoopUtilization();
  try {
    const result = await run();
    return { result, utilization: performance.eventLoopUtilization(before).utilization, worstDelayMs };
  } finally {
    clearInterval(ticker);
  }
}
