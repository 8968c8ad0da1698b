import { z } from 'zod';

/** A file type the product accepts, named by its canonical extension. */
export const FileKindSchema = z.enum(['png', 'jpg', 'webp', 'gif', 'bmp', 'pdf', 'txt', 'docx', 'mp3', 'wav', 'mp4', 'mov', 'avi', 'webm']);
export type FileKind = z.infer<typeof FileKindSchema>;

/** What an upload is for (`use_to`); each purpose has its own types and limits (spec app §5, site §5). */
export const UploadPurposeSchema = z.enum([
  'generic',
  'audio',
  'podcast_script',
  'podcast_audio',
  'talking_photo',
  'look_photo',
  'product_media',
  'video_translation',
]);
export type UploadPurpose = z.infer<typeof UploadPurposeSchema>;

const MB = 1024 * 1024;

export interface UploadRule {
  kinds: readonly FileKind[];
  maxBytes: number;
  /** A tighter cap for images inside a mixed purpose (product media). */
  maxImageBytes?: number;
  /** The spec's message when the file is too large; `{N}` is the limit in MB. */
  tooLargeMessage: string;
  tooLargeImageMessage?: string;
}

const genericTooLarge = 'File must be under {N}MB. Please upload a smaller file';

export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  generic: { kinds: ['pdf', 'png', 'jpg'], maxBytes: 20 * MB, tooLargeMessage: genericTooLarge },
  audio: { kinds: ['mp3', 'wav'], maxBytes: 50 * MB, tooLargeMessage: 'File size can not exceed 50MB!' },
  podcast_script: { kinds: ['txt', 'pdf', 'docx'], maxBytes: 20 * MB, tooLargeMessage: genericTooLarge },
  podcast_audio: { kinds: ['mp3', 'wav'], maxBytes: 10 * MB, tooLargeMessage: genericTooLarge },
  talking_photo: { kinds: ['png', 'jpg', 'webp'], maxBytes: 10 * MB, tooLargeMessage: genericTooLarge },
  look_photo: { kinds: ['png', 'jpg'], maxBytes: 5 * MB, tooLargeMessage: 'Upload PNG, JPG file up to 5MB' },
  product_media: {
    kinds: ['jpg', 'png', 'gif', 'bmp', 'webp', 'mp4', 'avi', 'webm', 'mov'],
    maxBytes: 100 * MB,
    maxImageBytes: 10 * MB,
    tooLargeMessage: 'File size can not exceed 100MB!',
    tooLargeImageMessage: 'Image size cannot exceed 10MB',
  },
  /** A video to translate (up to 10 minutes, checked when it is submitted). */
  video_translation: { kinds: ['mp4', 'mov', 'webm'], maxBytes: 100 * MB, tooLargeMessage: 'File size can not exceed 100MB!' },
};

export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpg', 'webp', 'gif', 'bmp'];

export const UNSUPPORTED_FILE_TYPE_MESSAGE = 'Unsupported file types!';
export const UPLOAD_BUSY_MESSAGE = 'Uploading, please wait!';
export const MOV_CONVERSION_FAILED_MESSAGE = 'Conversion failed for the MOV file.';

/** Extensions a name may carry for each kind (the client's first check; the server trusts only bytes). */
export const EXTENSIONS_BY_KIND: Record<FileKind, readonly string[]> = {
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  webp: ['webp'],
  gif: ['gif'],
  bmp: ['bmp'],
  pdf: ['pdf'],
  txt: ['txt'],
  docx: ['docx'],
  mp3: ['mp3'],
  wav: ['wav'],
  mp4: ['mp4'],
  mov: ['mov'],
  avi: ['avi'],
  webm: ['webm'],
};

export function formatTooLargeMessage(template: string, maxBytes: number): string {
  return template.replace('{N}', String(Math.round(maxBytes / MB)));
}

/** The size message for a file of this kind uploaded for this purpose. */
export function tooLargeMessageFor(purpose: UploadPurpose, kind: FileKind | undefined): string {
  const rule = UPLOAD_RULES[purpose];
  if (kind && IMAGE_KINDS.includes(kind) && rule.maxImageBytes && rule.tooLargeImageMessage) {
    return rule.tooLargeImageMessage;
  }
  return formatTooLargeMessage(rule.tooLargeMessage, rule.maxBytes);
}

/** The byte limit for a file of this kind uploaded for this purpose. */
export function maxBytesFor(purpose: UploadPurpose, kind: FileKind | undefined): number {
  const rule = UPLOAD_RULES[purpose];
  if (kind && IMAGE_KINDS.includes(kind) && rule.maxImageBytes) return rule.maxImageBytes;
  return rule.maxBytes;
}

/** The kind a file name claims by its last extension, if it is one the product knows. */
export function kindFromFileName(fileName: string): FileKind | undefined {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  for (const [kind, extensions] of Object.entries(EXTENSIONS_BY_KIND)) {
    if (extensions.includes(extension)) return kind as FileKind;
  }
  return undefined;
}
