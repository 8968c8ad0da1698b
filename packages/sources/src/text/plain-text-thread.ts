import { cutAtWordBoundary } from './cut-at-word-boundary.ts';
import { decodeText } from './decode-text.ts';
import type { PlainTextJob, PlainTextMessage } from './plain-text-job.ts';

/**
 * Runs on the plain text thread (plain-text-thread.mjs, which posts the
 * answer): the file decoded (see decodeText) and cut at `maxChars`.
 * @public
 */
export function readPlainTextInThread({ bytes, declaredCharset, maxChars }: PlainTextJob): PlainTextMessage {
  const text = decodeText(bytes, declaredCharset);
  if (text.length <= maxChars) return { text, truncated: false };
  return { text: cutAtWordBoundary(text, maxChars), truncated: true };
}
