import { SourceError } from '../fetch/fetch-types.ts';
import { runParseThread } from '../thread/run-parse-thread.ts';
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
  /**
   * Pages separated by a blank line, lines by a newline, whitespace
   * collapsed; a blank line also where the type size changes (around a
   * heading, a subtitle, a footnote).
   */
  text: string;
  /** The first page's heading, else the metadata's title (see findPdfTitle); '' when it has neither. */
  title: string;
  /** The document's page count (also when fewer pages were read). */
  pages: number;
  /** The text stops before the end of the document (maxPages or maxChars). */
  truncated: boolean;
}

const defaultTimeoutMs = 20_000;
const defaultMaxChars = 200_000;
const defaultMaxMemoryGrowthBytes = 1024 * 1024 * 1024;
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
  const message = await runParseThread<PdfTextMessage>(
    new URL('./pdf-text-thread.mjs', import.meta.url),
    job,
    [copy.buffer],
    { timeoutMs, maxMemoryGrowthBytes: options.maxMemoryGrowthBytes ?? defaultMaxMemoryGrowthBytes, maxHeapMb: threadHeapMb },
    { timeout: 'Reading this PDF took too long, so it was stopped. Please try a simpler file.', tooLarge: 'This PDF needs too much memory to read.' },
  );
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
  return { text: message.text, title: message.title, pages: message.pages, truncated: message.truncated };
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, headerSearchBytes)).includes('%PDF-');
}

function unreadablePdf(): SourceError {
  return new SourceError('unreadable_document', 'This PDF could not be read: the file is damaged or is not a PDF.');
}
