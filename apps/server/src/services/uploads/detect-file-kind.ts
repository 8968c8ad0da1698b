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

const textReadChunkBytes = 256 * 1024;

/** The EICAR anti-virus test signature: a stand-in for malware that every scanner flags. */
const eicarSignature = 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE';
/** C0 controls other than tab, line feed, form feed and carriage return, and DEL: binary, not text. */
const controlCharacters = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

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

/**
 * Reads the whole file (text uploads are capped at 20 MB): every byte must be
 * UTF-8 without control characters and the EICAR signature may sit anywhere,
 * so a check of the head alone would let a payload ride after it.
 */
async function looksLikePlainText(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const buffer = Buffer.alloc(textReadChunkBytes);
    // The tail of the previous chunk, so a signature split across two reads is still seen.
    let carried = '';
    let isFirstChunk = true;
    let isBlankSoFar = true;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, textReadChunkBytes, null);
      const isLastChunk = bytesRead === 0;
      if (isLastChunk && isFirstChunk) return false;
      let text: string;
      try {
        text = decoder.decode(buffer.subarray(0, bytesRead), { stream: !isLastChunk });
      } catch {
        return false;
      }
      if (isBlankSoFar) {
        // Markup or a script starts with '<' after optional white space (a BOM counts as white space here).
        const firstVisible = /\S/.exec(text);
        if (firstVisible?.[0] === '<') return false;
        if (firstVisible) isBlankSoFar = false;
      }
      if (controlCharacters.test(text)) return false;
      const window = carried + text;
      if (window.includes(eicarSignature)) return false;
      if (isLastChunk) return true;
      carried = window.slice(-(eicarSignature.length - 1));
      isFirstChunk = false;
    }
  } finally {
    await handle.close();
  }
}
