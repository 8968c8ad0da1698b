/** Main → thread, as workerData: the file (its own copy, transferred) and the output limits. */
export interface PdfTextJob {
  bytes: Uint8Array;
  maxChars: number;
  maxPages: number;
}

/**
 * Thread → main, once. `done` with empty text means the pages hold no text
 * layer; `failed` carries pdf.js's own words for the log, never for the user.
 */
export type PdfTextMessage =
  /** `title`: see findPdfTitle; `pages`: the document's page count; `truncated`: the text stops before its end (maxPages or maxChars). */
  | { type: 'done'; text: string; title: string; pages: number; truncated: boolean }
  | { type: 'failed'; reason: 'password_required' | 'unreadable_document'; detail: string };
