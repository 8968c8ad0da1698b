import { kindFromFileName, maxBytesFor, tooLargeMessageFor, UPLOAD_RULES, type FileKind, type UploadPurpose } from '@talkreel/contract';

export type UploadFileCheck =
  | { isAllowed: true; kind: FileKind }
  | { isAllowed: false; reason: 'unsupported-file-type' }
  | { isAllowed: false; reason: 'too-large'; contractMessage: string; maxBytes: number };

export interface UploadFileCandidate {
  name: string;
  sizeBytes: number;
}

/**
 * The browser's first check before any byte is sent: the name's extension
 * against the purpose's allowed kinds, then the size against the limit for
 * that kind. The server checks the bytes themselves again.
 */
export function checkUploadFile(file: UploadFileCandidate, purpose: UploadPurpose): UploadFileCheck {
  const kind = kindFromFileName(file.name);
  if (!kind || !UPLOAD_RULES[purpose].kinds.includes(kind)) {
    return { isAllowed: false, reason: 'unsupported-file-type' };
  }
  const maxBytes = maxBytesFor(purpose, kind);
  if (file.sizeBytes > maxBytes) {
    return { isAllowed: false, reason: 'too-large', contractMessage: tooLargeMessageFor(purpose, kind), maxBytes };
  }
  return { isAllowed: true, kind };
}
