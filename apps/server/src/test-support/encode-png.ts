import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export interface PngHeader {
  widthPx: number;
  heightPx: number;
  bitDepth: number;
  /** 0 greyscale, 2 RGB, 6 RGBA. */
  colourType: number;
}

/** A PNG of only IHDR, IDAT and IEND around `rows` (each row its filter byte, then its pixels). */
export function encodePng(header: PngHeader, rows: Buffer, options: { deflateLevel?: number } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(header.widthPx, 0);
  ihdr.writeUInt32BE(header.heightPx, 4);
  ihdr[8] = header.bitDepth;
  ihdr[9] = header.colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, options.deflateLevel === undefined ? {} : { level: options.deflateLevel })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
