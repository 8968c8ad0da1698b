import mammoth from 'mammoth';
import { SourceError } from '../fetch/fetch-types.ts';
import { checkZipArchive } from './check-zip-archive.ts';
import { docxDocumentToText, type DocxElement } from './docx-document-text.ts';

export interface ExtractDocxTextOptions {
  /** Bytes of all the archive's entries together once inflated (default 100 MiB): a zip bomb stops here. */
  maxUnpackedBytes?: number;
  /** Characters of text at most; longer text is cut at a word boundary (default 200,000). */
  maxChars?: number;
}

export interface DocxText {
  /** Paragraphs separated by a blank line, line breaks within one kept, whitespace collapsed. */
  text: string;
  /** The text was cut at maxChars. */
  truncated: boolean;
}

const defaultMaxUnpackedBytes = 100 * 1024 * 1024;
const defaultMaxChars = 200_000;
/** Entries in the archive at most; a document has a few dozen. */
const maxEntries = 10_000;
/** Compound File Binary: old Word (.doc) files, and .docx files encrypted with a password. */
const compoundFileSignature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The stream an encrypted Office file keeps its package in, named in UTF-16LE in the compound file's directory. */
const encryptedPackageName = Buffer.from('EncryptedPackage', 'utf16le');

/**
 * Word document (.docx) bytes → plain text with mammoth (body text, tables
 * and text boxes, line breaks kept; not footnotes, comments or images). The
 * archive is inflated and measured first, so a zip bomb is refused before
 * mammoth unpacks it. Images and other linked files are never read, external
 * links never fetched.
 *
 * Throws `SourceError`: `password_required`, `unreadable_document` (also a
 * zip bomb or an old .doc), `empty_document`.
 */
export async function extractDocxText(bytes: Uint8Array, options: ExtractDocxTextOptions = {}): Promise<DocxText> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, compoundFileSignature.length).equals(compoundFileSignature)) {
    if (buffer.includes(encryptedPackageName)) {
      throw new SourceError('password_required', 'This document is protected by a password. Please upload it without the password.');
    }
    throw new SourceError('unreadable_document', 'This is an old Word document (.doc). Please save it as .docx and upload it again.');
  }
  const maxUnpackedBytes = options.maxUnpackedBytes ?? defaultMaxUnpackedBytes;
  const archive = await checkZipArchive(bytes, { maxUnpackedBytes, maxEntries });
  if (!archive.ok) {
    if (archive.problem === 'too_large') {
      const limitMb = Math.round(maxUnpackedBytes / (1024 * 1024));
      throw new SourceError('unreadable_document', `This document unpacks to more than ${limitMb} MB, which is more than can be read.`);
    }
    if (archive.problem === 'too_many_entries') {
      throw new SourceError('unreadable_document', `This document holds more than ${maxEntries.toLocaleString('en')} files, which is more than can be read.`);
    }
    throw unreadableDocx();
  }
  let rawText: string;
  try {
    rawText = await readDocxRawText(buffer);
  } catch {
    throw unreadableDocx();
  }
  const text = toParagraphs(rawText);
  if (text === '') throw new SourceError('empty_document', 'This document has no text to read.');
  const maxChars = options.maxChars ?? defaultMaxChars;
  if (text.length <= maxChars) return { text, truncated: false };
  return { text: cutAtWordBoundary(text, maxChars), truncated: true };
}

/**
 * mammoth's extractRawText drops line breaks, so the document tree is taken
 * from convertToHtml's transform hook and turned into text here; the HTML
 * conversion then runs on an empty body (no images read, nothing rendered).
 */
async function readDocxRawText(buffer: Buffer): Promise<string> {
  let rawText = '';
  await mammoth.convertToHtml(
    { buffer },
    {
      transformDocument: (document: DocxElement) => {
        rawText = docxDocumentToText(document);
        return { ...document, children: [] };
      },
    },
  );
  return rawText;
}

/** Blank lines end paragraphs, newlines end lines within one. */
function toParagraphs(rawText: string): string {
  return rawText
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[\s\p{Cc}]+/gu, ' ').trim())
        .filter((line) => line !== '')
        .join('\n'),
    )
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

/** At most `maxChars`, ending at a word boundary when one is near. */
function cutAtWordBoundary(text: string, maxChars: number): string {
  const cut = text.slice(0, maxChars);
  const lastBreak = cut.search(/\s\S*$/);
  return (lastBreak > maxChars * 0.9 ? cut.slice(0, lastBreak) : cut).trimEnd();
}

function unreadableDocx(): SourceError {
  return new SourceError('unreadable_document', 'This file could not be read as a Word document (.docx): it is damaged or in another format.');
}
