/** Main → thread, as workerData: the file (its own copy, transferred) and the limits. */
export interface DocxTextJob {
  bytes: Uint8Array;
  maxUnpackedBytes: number;
  maxEntries: number;
  maxXmlDepth: number;
  maxChars: number;
}

/** Why the thread could not read the file: a zip check's problem, or mammoth's failure (`unreadable`). */
export type DocxTextProblem = 'not_a_zip' | 'corrupt' | 'unsupported' | 'too_many_entries' | 'too_large' | 'too_deep' | 'unreadable';

/**
 * Thread → main, once. `done` with empty text means the body holds no text;
 * `failed` carries mammoth's own words in `detail` for the log, never for the user.
 */
export type DocxTextMessage =
  /** `truncated`: the text was cut at maxChars. */
  { type: 'done'; text: string; truncated: boolean } | { type: 'failed'; problem: DocxTextProblem; detail: string };
