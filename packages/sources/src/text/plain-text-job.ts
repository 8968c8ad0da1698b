/** Main → thread, as workerData: the file (its own copy, transferred), its declared charset and the output limit. */
export interface PlainTextJob {
  bytes: Uint8Array;
  declaredCharset: string | undefined;
  maxChars: number;
}

/** Thread → main, once: the decoded text (`truncated`: cut at maxChars). */
export interface PlainTextMessage {
  text: string;
  truncated: boolean;
}
