import { Worker, type TransferListItem } from 'node:worker_threads';
import { SourceError } from '../fetch/fetch-types.ts';

/** The caps on one parsing thread; each one hit ends the thread, never the process. */
export interface ParseThreadLimits {
  /** Wall-clock cap on the whole parse, the thread's start included. */
  timeoutMs: number;
  /**
   * How much the process's resident memory may grow while the thread runs.
   * Typed arrays and inflated buffers live outside the thread's heap, so its
   * heap limit alone does not hold them.
   */
  maxMemoryGrowthBytes: number;
  /** The thread's own JavaScript heap (V8's old generation), in MiB. */
  maxHeapMb: number;
}

/** What the user reads when a cap is hit: it names the file's kind ('Reading this PDF took too long …'). */
export interface ParseThreadMessages {
  timeout: string;
  tooLarge: string;
}

/** How often the resident memory is looked at while a file is parsed. */
const memoryPollMs = 20;

/**
 * Runs a parser's thread entry (an `.mjs` file that posts one message and
 * ends) with `workerData` and resolves with its message. The parse never
 * runs on the calling thread, so a hostile file cannot hold the event loop
 * (the API answers while it is read); a file that spins or swells is stopped
 * by terminating the thread at `timeoutMs`, at `maxMemoryGrowthBytes` or at
 * the heap limit.
 *
 * Rejects with `SourceError` `timeout` or `too_large` (with `messages`'
 * words); anything else the thread throws is a fault of ours, not of the
 * file, and surfaces as it is.
 */
export function runParseThread<Message>(
  entry: URL,
  workerData: unknown,
  transferList: readonly TransferListItem[],
  limits: ParseThreadLimits,
  messages: ParseThreadMessages,
): Promise<Message> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new SourceError('too_large', messages.tooLarge);
    const startRssBytes = process.memoryUsage.rss();
    const worker = new Worker(entry, { workerData, transferList: [...transferList], resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb } });
    let isSettled = false;
    const settle = (finish: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      clearInterval(memoryWatch);
      void worker.terminate();
      finish();
    };
    const timer = setTimeout(() => settle(() => reject(new SourceError('timeout', messages.timeout))), limits.timeoutMs);
    // Resident memory is the process's: other work counts too, which the callers' defaults leave a margin for.
    const memoryWatch = setInterval(() => {
      if (process.memoryUsage.rss() - startRssBytes > limits.maxMemoryGrowthBytes) settle(() => reject(tooLarge()));
    }, memoryPollMs);
    worker.once('message', (message: Message) => settle(() => resolve(message)));
    worker.once('error', (error: Error & { code?: string }) => settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`The parsing thread ${entry.pathname} exited with ${code} without an answer`))));
  });
}
