import { Worker } from 'node:worker_threads';
import { SourceError } from '../fetch/fetch-types.ts';
import type { PdfTextJob, PdfTextMessage } from './pdf-text-job.ts';

export interface ExtractPdfTextOptions {
  /** Wall-clock cap on the whole extraction, thread start included (default 20 s). */
  timeoutMs?: number;
  /** Characters of text at most; longer text is cut at a word boundary (default 200,000). */
  maxChars?: number;
  /** Pages read at most, from the first (default: all). */
  maxPages?: number;
  /**
   * How much the process's resident memory may grow while the file is parsed
   * (default 1 GiB). pdf.js keeps decoded streams in typed arrays, outside the
   * thread's heap limit: a 300 kB PDF whose content stream inflates to 300 MB
   * took 720 MB.
   */
  maxMemoryGrowthBytes?: number;
}

export interface PdfText {
  /** Pages separated by a blank line, lines by a newline, whitespace collapsed. */
  text: string;
  /** The document's page count (also when fewer pages were read). */
  pages: number;
  /** The text stops before the end of the document (maxPages or maxChars). */
  truncated: boolean;
}

const defaultTimeoutMs = 20_000;
const defaultMaxChars = 200_000;
const defaultMaxMemoryGrowthBytes = 1024 * 1024 * 1024;
/** How often the resident memory is looked at while a file is parsed. */
const memoryPollMs = 20;
/** Heap of the parsing thread: a file that needs more ends the thread, never the process. */
const threadHeapMb = 512;
/** PDF readers accept junk before the `%PDF-` header, up to 1 KiB of it. */
const headerSearchBytes = 1024;

/**
 * PDF bytes → plain text with pdf.js, in a worker thread of its own: a hostile
 * file that spins or swells is stopped by terminating the thread, at
 * `timeoutMs`, at `maxMemoryGrowthBytes` or at the thread's heap limit.
 * Embedded JavaScript, forms and fonts are never run or loaded; only the text
 * layer is read.
 *
 * Throws `SourceError`: `password_required`, `unreadable_document`,
 * `empty_document` (no text layer, e.g. scanned pages), `timeout`, `too_large`.
 */
export async function extractPdfText(bytes: Uint8Array, options: ExtractPdfTextOptions = {}): Promise<PdfText> {
  if (!hasPdfHeader(bytes)) throw unreadablePdf();
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  // The thread gets its own copy, transferred: the caller's buffer stays usable. (Not
  // `bytes.slice()`: on a Node Buffer that is a view, and transferring it detaches the caller's memory.)
  const copy = new Uint8Array(bytes);
  const job: PdfTextJob = { bytes: copy, maxChars: options.maxChars ?? defaultMaxChars, maxPages: options.maxPages ?? Number.MAX_SAFE_INTEGER };
  const message = await runPdfTextThread(job, [copy.buffer], { timeoutMs, maxMemoryGrowthBytes: options.maxMemoryGrowthBytes ?? defaultMaxMemoryGrowthBytes });
  if (message.type === 'failed') {
    if (message.reason === 'password_required') {
      throw new SourceError('password_required', 'This PDF is protected by a password. Please upload it without the password.');
    }
    throw unreadablePdf();
  }
  if (message.text === '') {
    throw new SourceError(
      'empty_document',
      'This PDF has no text layer (its pages are probably scanned images), so there is nothing to read. Please upload a PDF with selectable text.',
    );
  }
  return { text: message.text, pages: message.pages, truncated: message.truncated };
}

function runPdfTextThread(job: PdfTextJob, transferList: ArrayBuffer[], limits: { timeoutMs: number; maxMemoryGrowthBytes: number }): Promise<PdfTextMessage> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new SourceError('too_large', 'This PDF needs too much memory to read.');
    const startRssBytes = process.memoryUsage.rss();
    const worker = new Worker(new URL('./pdf-text-thread.mjs', import.meta.url), {
      workerData: job,
      transferList,
      resourceLimits: { maxOldGenerationSizeMb: threadHeapMb },
    });
    let isSettled = false;
    const settle = (finish: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      clearInterval(memoryWatch);
      void worker.terminate();
      finish();
    };
    const timer = setTimeout(
      () => settle(() => reject(new SourceError('timeout', 'Reading this PDF took too long, so it was stopped. Please try a simpler file.'))),
      limits.timeoutMs,
    );
    // Resident memory is the process's: other work counts too, which the default's margin allows for.
    const memoryWatch = setInterval(() => {
      if (process.memoryUsage.rss() - startRssBytes > limits.maxMemoryGrowthBytes) settle(() => reject(tooLarge()));
    }, memoryPollMs);
    worker.once('message', (message: PdfTextMessage) => settle(() => resolve(message)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        // Anything else the thread throws is a fault of ours, not of the file: let it surface.
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : error),
      ),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`The PDF text thread exited with ${code} without an answer`))));
  });
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, headerSearchBytes)).includes('%PDF-');
}

function unreadablePdf(): SourceError {
  return new SourceError('unreadable_document', 'This PDF could not be read: the file is damaged or is not a PDF.');
}
