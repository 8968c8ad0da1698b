import { encodePng } from '../../test-support/encode-png.ts';

/**
 * A complete, valid black PNG of any size in a small file: 1-bit greyscale
 * rows of zeros deflate about 1000:1 (20000×20000 px is 50 MB of rows and a
 * 50 KB file), while a decoder still allocates 4 bytes a pixel for it. The
 * shape of a decompression bomb, for the pixel-cap tests.
 */
export function pngOfDeclaredSize(widthPx: number, heightPx: number): Buffer {
  // Each row: filter byte 0, then one bit a pixel.
  const rowBytes = 1 + Math.ceil(widthPx / 8);
  return encodePng({ widthPx, heightPx, bitDepth: 1, colourType: 0 }, Buffer.alloc(rowBytes * heightPx), { deflateLevel: 9 });
}
