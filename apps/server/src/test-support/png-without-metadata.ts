import { encodePng } from './encode-png.ts';

/** A valid RGB PNG with a colour gradient and only IHDR/IDAT/IEND chunks (nothing to strip). */
export function pngWithoutMetadata(widthPx: number, heightPx: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < heightPx; y += 1) {
    const row = Buffer.alloc(1 + widthPx * 3);
    for (let x = 0; x < widthPx; x += 1) {
      row[1 + x * 3] = (x * 255) / Math.max(1, widthPx - 1);
      row[2 + x * 3] = (y * 255) / Math.max(1, heightPx - 1);
      row[3 + x * 3] = 128;
    }
    rows.push(row);
  }
  return encodePng({ widthPx, heightPx, bitDepth: 8, colourType: 2 }, Buffer.concat(rows));
}
