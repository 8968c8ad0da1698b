import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { FileKind } from '@talkreel/contract';

/** file-type's extension → the product's kind; anything else is not accepted anywhere. */
export const KIND_BY_DETECTED_EXTENSION: Record<string, FileKind> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  bmp: 'bmp',
  pdf: 'pdf',
  docx: 'docx',
  mp3: 'mp3',
  wav: 'wav',
  mp4: 'mp4',
  mov: 'mov',
  avi: 'avi',
  webm: 'webm',
};

export const CONTENT_TYPE_BY_KIND: Record<FileKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
};

const textSniffBytes = 64 * 1024;

/** The EICAR anti-virus test signature: a stand-in for malware that every scanner flags. */
const eicarSignature = 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE';

/**
 * The kind of a file judged by its bytes. Binary formats are known by their
 * magic bytes whatever the name. Text has no magic bytes, so it counts as
 * `txt` only when it is named `.txt`, is valid UTF-8 without control
 * characters, does not start like markup or a script (HTML, SVG, XML, PHP)
 * and carries no EICAR signature.
 */
export async function detectFileKind(filePath: string, fileName: string): Promise<FileKind | undefined> {
  const detected = await fileTypeFromFile(filePath);
  if (detected) return KIND_BY_DETECTED_EXTENSION[detected.ext];
  if (!/\.txt$/i.test(fileName)) return undefined;
  return (await looksLikePlainText(filePath)) ? 'txt' : undefined;
}

async function looksLikePlainText(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(textSniffBytes);
    const { bytesRead } = await handle.read(buffer, 0, textSniffBytes, 0);
    if (bytesRead === 0) return false;
    const head = buffer.subarray(0, bytesRead);
    // A cut may split a multi-byte character at the end: ignore up to 3 trailing bytes.
    const text = decodeUtf8(head) ?? decodeUtf8(head.subarray(0, Math.max(1, bytesRead - 3)));
    if (text === undefined) return false;
    if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) return false;
    if (text.includes(eicarSignature)) return false;
    return !/^\uFEFF?\s*</.test(text);
  } finally {
    await handle.close();
  }
}

function decodeUtf8(bytes: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
