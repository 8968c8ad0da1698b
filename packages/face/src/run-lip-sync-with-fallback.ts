import type { LipSyncEngine } from './lip-sync-engine.ts';

/** A talking face as it was made: what the winning attempt returned, who made it, and which services failed first. */
export interface LipSyncOutcome<T> {
  result: T;
  /** The service's name (`cog`, `replicate`, `d-id`) or `embedded` for the animator. */
  engine: string;
  /** Set when a service failed: each failure in order, and that the embedded animator made the video when it did. */
  note?: string;
}

/** How to make the talking face with a service and with the embedded animator (or, for footage, what is kept without one). */
export interface LipSyncAttempts<T, Engine extends { readonly name: string } = LipSyncEngine> {
  withService(engine: Engine): Promise<T>;
  withEmbedded(): T | Promise<T>;
  /** What the note says the fallback did; 'The embedded animator made this video.' unless told ('' to say nothing). */
  fallbackNote?: string;
  /** A failure after an abort is the abort: it is thrown, not handed over. */
  signal: AbortSignal;
}

/**
 * The one place lip-sync services hand over: each configured service is
 * asked in order until one makes the video, else the embedded animator does;
 * the note names every service that failed and why.
 */
export async function runLipSyncWithFallback<T, Engine extends { readonly name: string } = LipSyncEngine>(
  set: { engines: readonly Engine[] },
  attempts: LipSyncAttempts<T, Engine>,
): Promise<LipSyncOutcome<T>> {
  const notes: string[] = [];
  for (const engine of set.engines) {
    try {
      const result = await attempts.withService(engine);
      return { result, engine: engine.name, ...(notes.length > 0 ? { note: notes.join(' ') } : {}) };
    } catch (error) {
      if (attempts.signal.aborted) throw error;
      notes.push(`${engine.name} failed (${(error as Error).message}).`);
    }
  }
  const result = await attempts.withEmbedded();
  const fallbackNote = attempts.fallbackNote ?? 'The embedded animator made this video.';
  return { result, engine: 'embedded', ...(notes.length > 0 ? { note: [...notes, fallbackNote].filter(Boolean).join(' ') } : {}) };
}
