import type { FileKind } from '@talkreel/contract';

const pngSignatureBytes = 8;
/** Chunks that carry pixels or colour; text, EXIF and private chunks are dropped. */
const keptPngChunks = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs', 'acTL', 'fcTL', 'fdAT']);

/**
 * Removes metadata that can smuggle payloads (PNG text chunks, JPEG comments,
 * XMP and IPTC blocks) while keeping every byte that affects the picture (EXIF
 * orientation and ICC profiles stay in JPEGs). Other kinds pass unchanged.
 * Returns undefined when the structure is broken.
 */
export function stripImageMetadata(kind: FileKind, bytes: Buffer): Buffer | undefined {
  if (kind === 'png') return stripPng(bytes);
  if (kind === 'jpg') return stripJpeg(bytes);
  return bytes;
}

function stripPng(bytes: Buffer): Buffer | undefined {
  const parts: Buffer[] = [bytes.subarray(0, pngSignatureBytes)];
  let offset = pngSignatureBytes;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return undefined;
    if (keptPngChunks.has(type)) parts.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') return Buffer.concat(parts);
  }
  return undefined;
}

function stripJpeg(bytes: Buffer): Buffer | undefined {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xda) {
      // Start of scan: the entropy-coded picture runs to the end.
      parts.push(bytes.subarray(offset));
      return Buffer.concat(parts);
    }
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (end > bytes.length) return undefined;
    if (!isDroppedJpegSegment(marker, bytes.subarray(offset + 4, end))) parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  return undefined;
}

function isDroppedJpegSegment(marker: number, body: Buffer): boolean {
  if (marker === 0xfe) return true; // COM
  if (marker === 0xed) return true; // APP13: Photoshop IPTC
  if (marker === 0xe1) return !body.subarray(0, 6).equals(Buffer.from('Exif\0\0', 'latin1')); // APP1 XMP
  return false;
}
