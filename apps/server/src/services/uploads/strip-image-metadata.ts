import type { FileKind } from '@talkreel/contract';
import { stripJpegMetadata } from './strip-jpeg-metadata.ts';
import { stripWebpMetadata } from './strip-webp-metadata.ts';

const pngSignatureBytes = 8;
/** Chunks that carry pixels or colour; text, EXIF and private chunks are dropped. */
const keptPngChunks = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs', 'acTL', 'fcTL', 'fdAT']);

/**
 * Removes metadata that can leak or smuggle (PNG text and EXIF chunks; JPEG
 * EXIF with GPS and thumbnails, XMP, IPTC, comments, trailing bytes; WebP
 * EXIF and XMP chunks) while keeping every byte that draws the picture (a
 * JPEG's orientation and ICC profile stay). GIF and BMP carry no EXIF and pass
 * unchanged. Returns undefined when the structure is broken.
 */
export function stripImageMetadata(kind: FileKind, bytes: Buffer): Buffer | undefined {
  if (kind === 'png') return stripPng(bytes);
  if (kind === 'jpg') return stripJpegMetadata(bytes);
  if (kind === 'webp') return stripWebpMetadata(bytes);
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
