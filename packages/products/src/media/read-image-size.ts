/** A picture's size in pixels as its file header states it. */
export interface ImageSize {
  width: number;
  height: number;
  format: 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'avif';
}

/**
 * The pixel size of a PNG, JPEG, GIF, WebP (lossy, lossless, extended), BMP
 * or AVIF from its first bytes (a JPEG's frame header may come after large
 * metadata: the caller reads as much as it can spare). Undefined when the
 * bytes are none of these or end before the size.
 */
export function readImageSize(bytes: Uint8Array): ImageSize | undefined {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString('latin1', 12, 16) === 'IHDR') {
    return sized(data.readUInt32BE(16), data.readUInt32BE(20), 'png');
  }
  if (data.length >= 10 && /^GIF8[79]a$/u.test(data.toString('latin1', 0, 6))) return sized(data.readUInt16LE(6), data.readUInt16LE(8), 'gif');
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return readJpegSize(data);
  if (data.length >= 16 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return readWebpSize(data);
  if (data.length >= 26 && data.toString('latin1', 0, 2) === 'BM') return sized(Math.abs(data.readInt32LE(18)), Math.abs(data.readInt32LE(22)), 'bmp');
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp' && /avif|avis/u.test(data.toString('latin1', 8, 12))) return readAvifSize(data);
  return undefined;
}

function sized(width: number, height: number, format: ImageSize['format']): ImageSize | undefined {
  return width > 0 && height > 0 ? { width, height, format } : undefined;
}

/** Start-of-frame markers (baseline, progressive, lossless…); C4, C8 and CC share the range but are tables. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function readJpegSize(data: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return undefined;
    const marker = data[offset + 1] as number;
    // Fill bytes, and markers without a length (restart, start/end of image).
    if (marker === 0xff) {
      offset++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = data.readUInt16BE(offset + 2);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > data.length) return undefined;
      return sized(data.readUInt16BE(offset + 7), data.readUInt16BE(offset + 5), 'jpeg');
    }
    offset += 2 + length;
  }
  return undefined;
}

function readWebpSize(data: Buffer): ImageSize | undefined {
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && data.length >= 30) return sized(data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff, 'webp');
  if (chunk === 'VP8L' && data.length >= 25) {
    const bits = data.readUInt32LE(21);
    return sized((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1, 'webp');
  }
  if (chunk === 'VP8X' && data.length >= 30) return sized(data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1, 'webp');
  return undefined;
}

/** The first `ispe` (image spatial extent) property: the primary image's size in every AVIF encoder's output. */
function readAvifSize(data: Buffer): ImageSize | undefined {
  const index = data.indexOf('ispe', 0, 'latin1');
  if (index < 0 || index + 16 > data.length) return undefined;
  return sized(data.readUInt32BE(index + 8), data.readUInt32BE(index + 12), 'avif');
}
