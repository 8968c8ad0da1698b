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
 * Checks a received file against its purpose by its bytes, strips image
 * metadata, stores it and records it. The temp file is always removed; on
 * refusal nothing is stored.
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
    let stored: { sizeBytes: number };
    if (IMAGE_KINDS.includes(kind)) {
      const clean = stripImageMetadata(kind, await readFile(upload.tempPath));
      if (!clean) throw new ApiError(BusinessCode.unsupportedFileType, UNSUPPORTED_FILE_TYPE_MESSAGE);
      stored = await runtime.storage.put(key, clean, { contentType });
    } else {
      stored = await runtime.storage.put(key, createReadStream(upload.tempPath), { contentType });
    }
    const fileName = upload.originalName.slice(0, 255);
    await runtime.database.db
      .insertInto('files')
      .values({
        owner_id: upload.ownerId,
        storage_key: key,
        purpose: upload.purpose,
        kind,
        content_type: contentType,
        size_bytes: stored.sizeBytes,
        original_name: fileName,
      })
      .execute();
    return { full_path: await runtime.storage.createReadUrl(key), key, file_name: fileName, file_type: kind, size: stored.sizeBytes };
  } finally {
    await rm(upload.tempPath, { force: true });
  }
}
