import mammoth from 'mammoth';
import { cutAtWordBoundary } from '../text/cut-at-word-boundary.ts';
import { checkZipArchive } from './check-zip-archive.ts';
import { docxDocumentToText, type DocxElement } from './docx-document-text.ts';
import type { DocxTextJob, DocxTextMessage } from './docx-text-job.ts';

/**
 * Runs on the DOCX text thread (docx-text-thread.mjs, which posts the
 * answer): the archive is inflated and measured first (a zip bomb, or XML
 * nested deeper than mammoth's recursion can take, is refused before mammoth
 * unpacks it), then mammoth reads the body. A file that keeps mammoth busy
 * or swells its heap is ended from outside, by terminating the thread (see
 * extract-docx-text.ts).
 * @public
 */
export async function readDocxTextInThread(job: DocxTextJob): Promise<DocxTextMessage> {
  const archive = await checkZipArchive(job.bytes, job);
  if (!archive.ok) return { type: 'failed', problem: archive.problem, detail: archive.problem };
  let rawText: string;
  try {
    rawText = await readDocxRawText(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength));
  } catch (error) {
    return { type: 'failed', problem: 'unreadable', detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  const text = toParagraphs(rawText);
  if (text.length <= job.maxChars) return { type: 'done', text, truncated: false };
  return { type: 'done', text: cutAtWordBoundary(text, job.maxChars), truncated: true };
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
