import { SourceError } from '../fetch/fetch-types.ts';
import { runParseThread } from '../thread/run-parse-thread.ts';
import type { PlainTextJob, PlainTextMessage } from './plain-text-job.ts';

export interface ExtractPlainTextOptions {
  /** The charset the upload or the server declared, if any (see decodeText). */
  declaredCharset?: string;
  /** Characters of text at most; longer text is cut at a word boundary (default 200,000). */
  maxChars?: number;
  /** Wall-clock cap on the whole decoding, thread start included (default 10 s). */
  timeoutMs?: number;
}

export interface PlainText {
  /** The file's text as written: line ends made `\n`, NUL characters removed. */
  text: string;
  /** The text was cut at maxChars. */
  truncated: boolean;
}

const defaultMaxChars = 200_000;
const defaultTimeoutMs = 10_000;
/** A 20 MB upload decodes into a 40 MB string, which the cut copies once more. */
const threadHeapMb = 256;
const maxMemoryGrowthBytes = 512 * 1024 * 1024;

/**
 * A text file's bytes → its text (see decodeText: byte order mark, declared
 * charset, UTF-8, else chardet's guess), in a worker thread of its own: a 20
 * MB upload in a legacy encoding takes a while to guess and decode, and the
 * caller's event loop (in one process, the API's) is never held meanwhile.
 *
 * Throws `SourceError`: `empty_document` (nothing but whitespace), `timeout`, `too_large`.
 */
export async function extractPlainText(bytes: Uint8Array, options: ExtractPlainTextOptions = {}): Promise<PlainText> {
  // The thread gets its own copy, transferred: the caller's buffer stays usable.
  const copy = new Uint8Array(bytes);
  const job: PlainTextJob = { bytes: copy, declaredCharset: options.declaredCharset, maxChars: options.maxChars ?? defaultMaxChars };
  const message = await runParseThread<PlainTextMessage>(
    new URL('./plain-text-thread.mjs', import.meta.url),
    job,
    [copy.buffer],
    { timeoutMs: options.timeoutMs ?? defaultTimeoutMs, maxMemoryGrowthBytes, maxHeapMb: threadHeapMb },
    {
      timeout: 'Reading this text file took too long, so it was stopped. Please save it as UTF-8 and upload it again.',
      tooLarge: 'This text file needs too much memory to read.',
    },
  );
  if (message.text.trim() === '') throw new SourceError('empty_document', 'This text file has no text to read.');
  return message;
}
