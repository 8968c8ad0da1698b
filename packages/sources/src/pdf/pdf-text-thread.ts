import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cutAtWordBoundary } from '../text/cut-at-word-boundary.ts';
import { findPdfTitle } from './find-pdf-title.ts';
import { buildPdfPageLines, buildPdfPageText, type PdfLine } from './pdf-page-text.ts';
import type { PdfTextJob, PdfTextMessage } from './pdf-text-job.ts';

// In Node pdf.js reads its CMaps and standard fonts with fs: directory paths
// ending in a separator, not file: URLs. Resolved where the package is installed.
const pdfjsDirectory = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const cMapDirectory = path.join(pdfjsDirectory, 'cmaps') + path.sep;
const standardFontDirectory = path.join(pdfjsDirectory, 'standard_fonts') + path.sep;

/**
 * Runs on the PDF text thread (pdf-text-thread.mjs, which loads pdf.js and
 * posts the answer): the text of one file, page after page until the limits,
 * or why it could not be read. A file that makes pdf.js spin or swell is
 * ended from outside, by terminating the thread (see extract-pdf-text.ts).
 * @public
 */
export function readPdfTextInThread(pdfjs: typeof Pdfjs, job: PdfTextJob): Promise<PdfTextMessage> {
  return readPdfText(pdfjs, job).catch(toFailure);
}

async function readPdfText(pdfjs: typeof Pdfjs, { bytes, maxChars, maxPages }: PdfTextJob): Promise<PdfTextMessage> {
  const loadingTask = pdfjs.getDocument({
    data: bytes,
    cMapUrl: cMapDirectory,
    cMapPacked: true,
    standardFontDataUrl: standardFontDirectory,
    // Text only: no system or web fonts, nothing fetched by the parser itself. (pdf.js 6 has
    // no `isEvalSupported` any more: it never compiles PDF functions with eval.)
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await loadingTask.promise;
    const pagesToRead = Math.min(document.numPages, maxPages);
    const pageTexts: string[] = [];
    let firstPageLines: PdfLine[] = [];
    let charCount = 0;
    let failedPageCount = 0;
    let truncated = pagesToRead < document.numPages;
    for (let pageNumber = 1; pageNumber <= pagesToRead; pageNumber++) {
      if (charCount > maxChars) {
        truncated = true;
        break;
      }
      const lines = await readPageLines(document, pageNumber).catch(() => null);
      if (pageNumber === 1 && lines) firstPageLines = lines;
      const pageText = lines && buildPdfPageText(lines);
      if (pageText === null) failedPageCount++;
      else if (pageText !== '') {
        pageTexts.push(pageText);
        charCount += pageText.length + 2;
      }
    }
    if (pageTexts.length === 0 && failedPageCount > 0) {
      return { type: 'failed', reason: 'unreadable_document', detail: `${failedPageCount} of ${pagesToRead} pages could not be read` };
    }
    const text = pageTexts.join('\n\n');
    const title = findPdfTitle(firstPageLines, await readMetadataTitle(document));
    if (text.length > maxChars) return { type: 'done', text: cutAtWordBoundary(text, maxChars), title, pages: document.numPages, truncated: true };
    return { type: 'done', text, title, pages: document.numPages, truncated };
  } finally {
    await loadingTask.destroy();
  }
}

async function readPageLines(document: Pdfjs.PDFDocumentProxy, pageNumber: number): Promise<PdfLine[]> {
  const page = await document.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    return buildPdfPageLines(content.items.filter((item) => 'str' in item));
  } finally {
    page.cleanup();
  }
}

/** The document information's Title, when it has one (a damaged info dictionary is no reason to fail the text). */
async function readMetadataTitle(document: Pdfjs.PDFDocumentProxy): Promise<string | undefined> {
  const metadata = await document.getMetadata().catch(() => undefined);
  const title = (metadata?.info as { Title?: unknown } | undefined)?.Title;
  return typeof title === 'string' ? title : undefined;
}

function toFailure(error: unknown): PdfTextMessage {
  const name = error instanceof Error ? error.name : 'Error';
  const detail = `${name}: ${error instanceof Error ? error.message : String(error)}`;
  return { type: 'failed', reason: name === 'PasswordException' ? 'password_required' : 'unreadable_document', detail };
}
