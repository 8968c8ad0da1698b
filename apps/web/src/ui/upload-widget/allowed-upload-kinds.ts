import { EXTENSIONS_BY_KIND, UPLOAD_RULES, type UploadPurpose } from '@talkreel/contract';

const BYTES_PER_MEGABYTE = 1024 * 1024;

/** The `accept` attribute of the file picker: every extension the purpose allows (`.pdf,.png,.jpg,.jpeg`). */
export function acceptAttributeFor(purpose: UploadPurpose): string {
  return UPLOAD_RULES[purpose].kinds
    .flatMap((kind) => EXTENSIONS_BY_KIND[kind])
    .map((extension) => `.${extension}`)
    .join(',');
}

/** The allowed kinds as people read them: 'PDF, PNG, JPG'. */
export function allowedKindsLabelFor(purpose: UploadPurpose): string {
  return UPLOAD_RULES[purpose].kinds.map((kind) => kind.toUpperCase()).join(', ');
}

/** The purpose's largest allowed file, in whole megabytes. */
export function maxUploadMegabytesFor(purpose: UploadPurpose): number {
  return Math.round(UPLOAD_RULES[purpose].maxBytes / BYTES_PER_MEGABYTE);
}

export function bytesToMegabytes(bytes: number): number {
  return Math.round(bytes / BYTES_PER_MEGABYTE);
}
