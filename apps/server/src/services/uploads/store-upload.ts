import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import {
  BusinessCode,
  IMAGE_KINDS,
  maxBytesFor,
  tooLargeMessageFor,
  UNSUPPORTED_FILE_TYPE_MESSAGE,
  UPLOAD_RULES,
  type StoredFile,
  type UploadPurpose,
} from '@talkreel/contract';
import type { Runtime } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { CONTENT_TYPE_BY_KIND, detectFileKind } from './detect-file-kind.ts';
import { assertImageWithinPixelCap } from './image-pixel-cap.ts';
import { stripImageMetadata } from './strip-image-metadata.ts';

export interface ReceivedUpload {
  tempPath: string;
  sizeBytes: number;
  originalName: string;
  purpose: UploadPurpose;
  ownerId: string;
  /** Set by the signed flow, where the key was promised before the bytes came. */
  key?: string;
}

/** A fresh key for an owner's upload. Keys carry no extension: the type lives in the files row. */
export function createUploadKey(ownerId: string): string {
  return `uploads/${ownerId}/${randomUUID()}`;
}

/**
 * Checks a received file against its purpose by its bytes (an image also by
 * the pixels its header declares), strips image metadata, records it and
 * stores it. The temp file is always removed; on refusal nothing is stored
 * or recorded.
 */
export async function storeUpload(runtime: Runtime, upload: ReceivedUpload): Promise<StoredFile> {
  try {
    const kind = await detectFileKind(upload.tempPath, upload.originalName);
    if (!kind || !UPLOAD_RULES[upload.purpose].kinds.includes(kind)) {
      throw new ApiError(BusinessCode.unsupportedFileType, UNSUPPORTED_FILE_TYPE_MESSAGE);
    }
    if (upload.sizeBytes > maxBytesFor(upload.purpose, kind)) {
      throw new ApiError(BusinessCode.fileTooLarge, tooLargeMessageFor(upload.purpose, kind));
    }
    const key = upload.key ?? createUploadKey(upload.ownerId);
    const contentType = CONTENT_TYPE_BY_KIND[kind];
    let content: Buffer | undefined;
    if (IMAGE_KINDS.includes(kind)) {
      const bytes = await readFile(upload.tempPath);
      // Every uploaded image passes here first, so nothing later decodes one over the cap.
      assertImageWithinPixelCap(kind, bytes);
      content = stripImageMetadata(kind, bytes) ?? undefined;
      if (!content) throw new ApiError(BusinessCode.unsupportedFileType, UNSUPPORTED_FILE_TYPE_MESSAGE);
    }
    const fileName = upload.originalName.slice(0, 255);
    const sizeBytes = content ? content.length : upload.sizeBytes;
    // The row claims the key before any byte is written: `storage_key` is unique, so of two
    // requests for one promised key (a signed URL PUT twice at once) exactly one inserts and
    // writes; the other answers 40900 and never touches the stored bytes.
    const claimedId = await runtime.repositories.files.claimKey({
      owner_id: upload.ownerId,
      storage_key: key,
      purpose: upload.purpose,
      kind,
      content_type: contentType,
      size_bytes: sizeBytes,
      original_name: fileName,
    });
    if (claimedId === undefined) throw new ApiError(BusinessCode.conflict, 'This upload link has already been used: ask for a new one.');
    try {
      await runtime.storage.put(key, content ?? createReadStream(upload.tempPath), { contentType });
    } catch (error) {
      await runtime.repositories.files.deleteById(claimedId);
      throw error;
    }
    return { full_path: await runtime.storage.createReadUrl(key), key, file_name: fileName, file_type: kind, size: sizeBytes };
  } finally {
    await rm(upload.tempPath, { force: true });
  }
}
