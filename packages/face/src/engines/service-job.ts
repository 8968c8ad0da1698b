import { delay } from './fetch-lip-sync-service.ts';
import { LipSyncEngineError } from '../lip-sync-engine.ts';

/** What a service job's steps run under: one signal for the caller's abort and the total deadline together. */
export interface ServiceJob {
  readonly signal: AbortSignal;
  /** Registers how to stop the job on the service once it exists (Replicate's cancel, D-ID's DELETE). */
  onCancel(cancel: () => Promise<unknown>): void;
}

/** Backoff between status polls: from `firstMs`, growing by half each time, up to `maxMs`. */
export interface PollTiming {
  firstMs: number;
  maxMs: number;
}

/** Consecutive retryable poll failures (a 502 from a proxy, a 429) tolerated before the job is given up. */
const tolerablePollFailures = 3;

/**
 * Runs a remote job under the caller's signal and a total deadline. When
 * either ends it, or the service stops answering well, the job is cancelled
 * on the service (paid jobs must not run on for nobody); then the caller's
 * abort is rethrown as its reason and the deadline as a retryable
 * LipSyncEngineError.
 */
export async function runServiceJob<T>(
  engine: string,
  options: { signal?: AbortSignal | undefined; timeoutMs: number },
  work: (job: ServiceJob) => Promise<T>,
): Promise<T> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  let cancel: (() => Promise<unknown>) | undefined;
  try {
    return await work({ signal, onCancel: (registered) => (cancel = registered) });
  } catch (error) {
    // Retryable errors mean the service did not answer well, not that the job ended: it may still be running.
    const mayStillRun = signal.aborted || (error instanceof LipSyncEngineError && error.retryable);
    // Best effort: the service may already be done, or unreachable.
    if (mayStillRun) await cancel?.().catch(() => undefined);
    if (!signal.aborted) throw error;
    options.signal?.throwIfAborted();
    throw new LipSyncEngineError(`${engine}: no video within ${options.timeoutMs / 1000} s`, engine, true);
  }
}

/**
 * Calls `check` with backoff until it returns a value. `check` throws for a
 * failed job; retryable errors of the status request itself are tolerated a
 * few times in a row, as one bad answer should not waste a paid job.
 */
export async function pollUntilDone<T>(job: ServiceJob, timing: PollTiming, check: () => Promise<T | undefined>): Promise<T> {
  let waitMs = timing.firstMs;
  let failures = 0;
  for (;;) {
    await delay(waitMs, job.signal);
    waitMs = Math.min(timing.maxMs, waitMs * 1.5);
    let result: T | undefined;
    try {
      result = await check();
      failures = 0;
    } catch (error) {
      failures += 1;
      if (!(error instanceof LipSyncEngineError && error.retryable) || failures > tolerablePollFailures) throw error;
      continue;
    }
    if (result !== undefined) return result;
  }
}
