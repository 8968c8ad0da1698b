import { useCallback, useEffect, useState } from 'react';
import { secondsUntil } from '../state/countdown.ts';

/** How often the remaining seconds are re-read; well under a second so the display never lags a whole second. */
const TICK_MS = 250;

export interface Countdown {
  /** Whole seconds left; 0 when idle. */
  secondsLeft: number;
  start: (durationMs: number) => void;
  reset: () => void;
}

/** A wall-clock countdown (a throttled background tab still shows the right number on return). */
export function useCountdown(): Countdown {
  const [deadlineMs, setDeadlineMs] = useState<number | null>(null);
  const [nowMs, setNowMs] = useState(() => Date.now());

  useEffect(() => {
    if (deadlineMs === null) return undefined;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setNowMs(now);
      if (secondsUntil(deadlineMs, now) === 0) setDeadlineMs(null);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadlineMs]);

  const start = useCallback((durationMs: number) => {
    const now = Date.now();
    setNowMs(now);
    setDeadlineMs(now + durationMs);
  }, []);
  const reset = useCallback(() => setDeadlineMs(null), []);

  return { secondsLeft: deadlineMs === null ? 0 : secondsUntil(deadlineMs, nowMs), start, reset };
}
