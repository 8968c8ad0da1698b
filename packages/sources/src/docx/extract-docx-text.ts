import { SourceError } from '../fetch/fetch-types.ts';
import { runParseThread } from '../thread/run-parse-thread.ts';
import type { DocxTextJob, DocxTextMessage, DocxTextProblem } from './docx-text-job.ts';

export interface ExtractDocxTextOptions {
  /** Bytes of all the archive's entries together once inflated (default 100 MiB): a zip bomb stops here. */
  maxUnpackedBytes?: number;
  /** Characters of text at most; longer text is cut at a word boundary (default 200,000). */
  maxChars?: number;
  /** Wall-clock cap on the whole extraction, thread start included (default 20 s). */
  timeoutMs?: number;
  /** How deep the elements of any XML part may nest (default 200). */
  maxXmlDepth?: number;
  /** How much the process's resident memory may grow while the file is read (default 1 GiB). */
  maxMemoryGrowthBytes?: number;
}

export interface DocxText {
  /** Paragraphs separated by a blank line, line breaks within one kept, whitespace collapsed. */
  text: string;
  /** The text was cut at maxChars. */
  truncated: boolean;
}

const defaultMaxUnpackedBytes = 100 * 1024 * 1024;
const defaultMaxChars = 200_000;
const defaultTimeoutMs = 20_000;
/**
 * Word's own documents nest a few dozen elements deep (a table in a table in
 * a text box is about 30); mammoth recurses once per level and overflows its
 * stack near 5,000. A hostile 28 kB file nested 500,000 deep.
 */
const defaultMaxXmlDepth = 200;
const defaultMaxMemoryGrowthBytes = 1024 * 1024 * 1024;
/** Heap of the parsing thread: mammoth holds the whole document tree in it. */
const threadHeapMb = 512;
/** Entries in the archive at most; a document has a few dozen. */
const maxEntries = 10_000;
/** Compound File Binary: old Word (.doc) files, and .docx files encrypted with a password. */
const compoundFileSignature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The stream an encrypted Office file keeps its package in, named in UTF-16LE in the compound file's directory. */
const encryptedPackageName = Buffer.from('EncryptedPackage', 'utf16le');

/**
 * Word document (.docx) bytes → plain text with mammoth (body text, tables
 * and text boxes, line breaks kept; not footnotes, comments or images), in a
 * worker thread of its own: the archive is inflated and measured first, so a
 * zip bomb or XML nested past `maxXmlDepth` is refused before mammoth
 * unpacks it, and a file that keeps mammoth busy or swells is stopped by
 * terminating the thread at `timeoutMs`, at `maxMemoryGrowthBytes` or at the
 * thread's heap limit. The caller's event loop is never held (in one process
 * the API answers while a document is read). Images and other linked files
 * are never read, external links never fetched.
 *
 * Throws `SourceError`: `password_required`, `unreadable_document` (also a
 * zip bomb, XML nested too deep or an old .doc), `empty_document`,
 * `timeout`, `too_large`.
 */
export async function extractDocxText(bytes: Uint8Array, options: ExtractDocxTextOptions = {}): Promise<DocxText> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, compoundFileSignature.length).equals(compoundFileSignature)) {
    if (buffer.includes(encryptedPackageName)) {
      throw new SourceError('password_required', 'This document is protected by a password. Please upload it without the password.');
    }
    throw new SourceError('unreadable_document', 'This is an old Word document (.doc). Please save it as .docx and upload it again.');
  }
  // The thread gets its own copy, transferred: the caller's buffer stays usable.
  const copy = new Uint8Array(bytes);
  const job: DocxTextJob = {
    bytes: copy,
    maxUnpackedBytes: options.maxUnpackedBytes ?? defaultMaxUnpackedBytes,
    maxEntries,
    maxXmlDepth: options.maxXmlDepth ?? defaultMaxXmlDepth,
    maxChars: options.maxChars ?? defaultMaxChars,
  };
  const message = await runParseThread<DocxTextMessage>(
    new URL('./docx-text-thread.mjs', import.meta.url),
    job,
    [copy.buffer],
    {
      timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
      maxMemoryGrowthBytes: options.maxMemoryGrowthBytes ?? defaultMaxMemoryGrowthBytes,
      maxHeapMb: threadHeapMb,
    },
    {
      timeout: 'Reading this document took too long, so it was stopped. Please try a simpler file, or paste its text.',
      tooLarge: 'This document needs too much memory to read. Please try a simpler file, or paste its text.',
    },
  );
  if (message.type === 'failed') throw docxProblem(message.problem, job);
  if (message.text === '') throw new SourceError('empty_document', 'This document has no text to read.');
  return { text: message.text, truncated: message.truncated };
}

function docxProblem(problem: DocxTextProblem, job: DocxTextJob): SourceError {
  switch (problem) {
    case 'too_large':
      return new SourceError(
        'unreadable_document',
        `This document unpacks to more than ${Math.round(job.maxUnpackedBytes / (1024 * 1024))} MB, which is more than can be read.`,
      );
    case 'too_many_entries':
      return new SourceError(
        'unreadable_document',
        `This document holds more than ${job.maxEntries.toLocaleString('en')} files, which is more than can be read.`,
      );
    case 'too_deep':
      return new SourceError(
        'unreadable_document',
        `This document nests its content more than ${job.maxXmlDepth} levels deep, which no word processor writes, so it was not read. Please save it again from Word, or paste its text.`,
      );
    default:
      return new SourceError('unreadable_document', 'This file could not be read as a Word document (.docx): it is damaged or in another format.');
  }
}
