/** Spec §9: simulated progress appears only after this delay, so quick waits show none. */
export const FAKE_PROGRESS_START_DELAY_MS = 600;
/** Spec §9: simulated progress never claims completion; only `complete()` reaches 100. */
export const FAKE_PROGRESS_CAP_PERCENT = 99;

export interface FakeProgressOptions {
  /** Receives whole percents, never decreasing. */
  onProgress: (percent: number) => void;
  /** Time for the simulated bar to reach the cap (the podcast flow uses 60 s for YouTube, 20 s otherwise). */
  expectedDurationMs: number;
  /** Time between updates. */
  tickMs?: number;
}

export interface FakeProgress {
  /** Begins (or restarts) from 0; the first update comes after the start delay. */
  start: () => void;
  /** Stops updating and leaves the last percent where it was. */
  stop: () => void;
  /** Stops and reports 100. */
  complete: () => void;
}

/**
 * A simulated percent for a real wait whose progress the server does not
 * report. Use it only while that wait is actually running: start it when
 * the request goes out, and stop or complete it when the answer arrives.
 */
export function createFakeProgress({ onProgress, expectedDurationMs, tickMs = 200 }: FakeProgressOptions): FakeProgress {
  let delayTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  let lastPercent = 0;

  const clearTimers = () => {
    clearTimeout(delayTimer);
    clearInterval(tickTimer);
    delayTimer = undefined;
    tickTimer = undefined;
  };

  const report = (percent: number) => {
    if (percent <= lastPercent && percent !== 0) return;
    lastPercent = percent;
    onProgress(percent);
  };

  return {
    start() {
      clearTimers();
      lastPercent = 0;
      delayTimer = setTimeout(() => {
        const startedAtMs = Date.now();
        report(0);
        tickTimer = setInterval(() => {
          const elapsedMs = Date.now() - startedAtMs;
          const percent = Math.floor((elapsedMs / expectedDurationMs) * 100);
          report(Math.min(percent, FAKE_PROGRESS_CAP_PERCENT));
        }, tickMs);
      }, FAKE_PROGRESS_START_DELAY_MS);
    },
    stop() {
      clearTimers();
    },
    complete() {
      clearTimers();
      report(100);
    },
  };
}
