import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildPdfPageText } from './pdf-page-text.ts';
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
    let charCount = 0;
    let failedPageCount = 0;
    let truncated = pagesToRead < document.numPages;
    for (let pageNumber = 1; pageNumber <= pagesToRead; pageNumber++) {
      if (charCount > maxChars) {
        truncated = true;
        break;
      }
      const pageText = await readPageText(document, pageNumber).catch(() => null);
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
    if (text.length > maxChars) return { type: 'done', text: cutAtWordBoundary(text, maxChars), pages: document.numPages, truncated: true };
    return { type: 'done', text, pages: document.numPages, truncated };
  } finally {
    await loadingTask.destroy();
  }
}

async function readPageText(document: Pdfjs.PDFDocumentProxy, pageNumber: number): Promise<string> {
  const page = await document.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    return buildPdfPageText(content.items.filter((item) => 'str' in item));
  } finally {
    page.cleanup();
  }
}

/** At most `maxChars`, ending at a word boundary when one is near. */
function cutAtWordBoundary(text: string, maxChars: number): string {
  const cut = text.slice(0, maxChars);
  const lastBreak = cut.search(/\s\S*$/);
  return (lastBreak > maxChars * 0.9 ? cut.slice(0, lastBreak) : cut).trimEnd();
}

function toFailure(error: unknown): PdfTextMessage {
  const name = error instanceof Error ? error.name : 'Error';
  const detail = `${name}: ${error instanceof Error ? error.message : String(error)}`;
  return { type: 'failed', reason: name === 'PasswordException' ? 'password_required' : 'unreadable_document', detail };
}
