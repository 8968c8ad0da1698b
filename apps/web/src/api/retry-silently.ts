import { isApiError } from './api-error.ts';

export interface RetrySilentlyOptions {
  /** Business codes that mean "try again" (spec §8: 10102, 10103). */
  codes: readonly number[];
  maxRetries: number;
  /** Pause before the n-th retry (1-based), ms. */
  delayMs: (retry: number) => number;
  signal?: AbortSignal;
}

/**
 * Runs `call` again while it fails with one of `codes`, up to `maxRetries`
 * more times, without telling anyone; the last failure (or any other) is
 * handed to `onGiveUp` and thrown. `call` must not announce its own errors.
 */
export async function retrySilently<Result>(call: () => Promise<Result>, options: RetrySilentlyOptions, onGiveUp: (error: unknown) => void): Promise<Result> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await call();
    } catch (error) {
      const isRetried = isApiError(error) && options.codes.includes(error.code) && retry < options.maxRetries && !options.signal?.aborted;
      if (!isRetried) {
        onGiveUp(error);
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, options.delayMs(retry + 1)));
    }
  }
}
