import { kindFromFileName, type FileKind } from '@talkreel/contract';
import type { TranslationOptions } from './translation-options.ts';

/** The video files a translation takes (MOV is converted to MP4 after the upload). */
export const TRANSLATION_VIDEO_KINDS: readonly FileKind[] = ['mp4', 'mov', 'webm'];

export type TranslationUploadCheck =
  | { isAllowed: true }
  | { isAllowed: false; reason: 'unsupported' }
  | { isAllowed: false; reason: 'tooLarge'; maxBytes: number }
  | { isAllowed: false; reason: 'tooLong'; maxDurationMs: number };

export interface TranslationUploadCandidate {
  name: string;
  sizeBytes: number;
  /** What the browser read from the file's header; null when it cannot play the file (some MOV). */
  durationMs: number | null;
}

/**
 * The browser's checks before any byte is sent: an MP4, MOV or WebM file,
 * within the size and length limits the server announced. The server reads
 * the file again and has the last word (an audio track, a readable container).
 */
export function checkTranslationUpload(file: TranslationUploadCandidate, limits: TranslationOptions['limits']): TranslationUploadCheck {
  const kind = kindFromFileName(file.name);
  if (!kind || !TRANSLATION_VIDEO_KINDS.includes(kind)) return { isAllowed: false, reason: 'unsupported' };
  if (file.sizeBytes > limits.max_upload_bytes) return { isAllowed: false, reason: 'tooLarge', maxBytes: limits.max_upload_bytes };
  if (file.durationMs !== null && file.durationMs > limits.max_duration_ms)
    return { isAllowed: false, reason: 'tooLong', maxDurationMs: limits.max_duration_ms };
  return { isAllowed: true };
}
