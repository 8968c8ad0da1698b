import type { FileKind } from '@talkreel/contract';

/** An image's size in pixels as its header declares it: what a decoder will allocate for. */
export interface ImageSize {
  widthPx: number;
  heightPx: number;
}

/**
 * The declared size of an image, read from its header without decoding a
 * pixel: PNG IHDR, JPEG SOF, WebP VP8/VP8L/VP8X, GIF screen and frames, BMP
 * info header. Undefined when the header is missing, cut short or declares
 * no pixels: no decoder can be trusted with such a file.
 */
export function readImageSize(kind: FileKind, bytes: Uint8Array): ImageSize | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = readSizeOf(kind, buffer);
  return size && size.widthPx > 0 && size.heightPx > 0 ? size : undefined;
}

function readSizeOf(kind: FileKind, bytes: Buffer): ImageSize | undefined {
  if (kind === 'png') return readPngSize(bytes);
  if (kind === 'jpg') return readJpegSize(bytes);
  if (kind === 'webp') return readWebpSize(bytes);
  if (kind === 'gif') return readGifSize(bytes);
  if (kind === 'bmp') return readBmpSize(bytes);
  return undefined;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** IHDR is the first chunk: length at 8, type at 12, width and height at 16 and 20. */
function readPngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(pngSignature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { widthPx: bytes.readUInt32BE(16), heightPx: bytes.readUInt32BE(20) };
}

/**
 * Walks the marker segments to the first frame header (SOF0–SOF15 but DHT,
 * JPG and DAC, which share the range); EXIF, XMP and their thumbnails are
 * skipped by their lengths. A scan before any frame header is broken.
 */
function readJpegSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    // Fill bytes before a marker, and the markers that carry no length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const segmentBytes = bytes.readUInt16BE(offset + 2);
    if (segmentBytes < 2) return undefined;
    const isFrameHeader = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrameHeader) {
      // Length (2), precision (1), height (2), width (2). A height of 0 defers it to a DNL marker after the scan.
      if (offset + 9 > bytes.length) return undefined;
      return { widthPx: bytes.readUInt16BE(offset + 7), heightPx: bytes.readUInt16BE(offset + 5) };
    }
    offset += 2 + segmentBytes;
  }
  return undefined;
}

/**
 * RIFF, size, WEBP, then the first chunk: a lossy key frame (`VP8 `, 14-bit
 * sizes after its start code), a lossless one (`VP8L`, 14-bit sizes minus one)
 * or the extended header (`VP8X`, a 24-bit canvas size minus one: up to
 * 16 M px a side).
 */
function readWebpSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 20 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    if (bytes.length < 30 || bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return { widthPx: bytes.readUInt16LE(26) & 0x3fff, heightPx: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes.length < 25 || bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return { widthPx: (bits & 0x3fff) + 1, heightPx: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) return { widthPx: bytes.readUIntLE(24, 3) + 1, heightPx: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}

/**
 * The logical screen, grown to hold every frame: a frame may declare itself
 * larger than the screen, and some decoders size their canvas by it. A
 * stream that ends early keeps what was read so far (a decoder can draw no
 * more than that).
 */
function readGifSize(bytes: Buffer): ImageSize | undefined {
  const signature = bytes.toString('latin1', 0, 6);
  if (bytes.length < 13 || (signature !== 'GIF87a' && signature !== 'GIF89a')) return undefined;
  let widthPx = bytes.readUInt16LE(6);
  let heightPx = bytes.readUInt16LE(8);
  let offset = 13 + colourTableBytes(bytes[10]!);
  while (offset < bytes.length) {
    const block = bytes[offset]!;
    if (block === 0x3b) break;
    if (block === 0x21) {
      // Extension: introducer, label, then data sub-blocks.
      offset = skipSubBlocks(bytes, offset + 2);
    } else if (block === 0x2c) {
      if (offset + 10 > bytes.length) break;
      widthPx = Math.max(widthPx, bytes.readUInt16LE(offset + 1) + bytes.readUInt16LE(offset + 5));
      heightPx = Math.max(heightPx, bytes.readUInt16LE(offset + 3) + bytes.readUInt16LE(offset + 7));
      // Descriptor (10), local colour table, LZW minimum code size (1), then image data sub-blocks.
      offset = skipSubBlocks(bytes, offset + 10 + colourTableBytes(bytes[offset + 9]!) + 1);
    } else {
      break;
    }
  }
  return { widthPx, heightPx };
}

/** A GIF colour table's length from its packed flags byte: 3 bytes per entry, 2^(n+1) entries, present when the top bit is set. */
function colourTableBytes(flags: number): number {
  return flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0;
}

/** The offset after a chain of GIF data sub-blocks (each a length byte then its bytes, ended by a zero length). */
function skipSubBlocks(bytes: Buffer, start: number): number {
  let offset = start;
  while (offset < bytes.length && bytes[offset] !== 0) offset += 1 + bytes[offset]!;
  return offset + 1;
}

/**
 * BM, then the info header at 14: the OS/2 core header (12 bytes) holds
 * 16-bit sizes, every later one 32-bit sizes, its height negative for rows
 * stored top-down.
 */
function readBmpSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 26 || bytes.toString('latin1', 0, 2) !== 'BM') return undefined;
  const infoHeaderBytes = bytes.readUInt32LE(14);
  if (infoHeaderBytes === 12) return { widthPx: bytes.readUInt16LE(18), heightPx: bytes.readUInt16LE(20) };
  return { widthPx: bytes.readInt32LE(18), heightPx: Math.abs(bytes.readInt32LE(22)) };
}
