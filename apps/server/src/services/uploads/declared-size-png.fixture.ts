import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid black PNG of any size in a small file: 1-bit greyscale
 * rows of zeros deflate about 1000:1 (20000×20000 px is 50 MB of rows and a
 * 50 KB file), while a decoder still allocates 4 bytes a pixel for it. The
 * shape of a decompression bomb, for the pixel-cap tests.
 */
export function pngOfDeclaredSize(widthPx: number, heightPx: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(widthPx, 0);
  header.writeUInt32BE(heightPx, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: filter byte 0, then one bit a pixel.
  const rowBytes = 1 + Math.ceil(widthPx / 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(rowBytes * heightPx), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
