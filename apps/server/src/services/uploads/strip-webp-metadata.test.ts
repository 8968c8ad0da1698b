import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { CAMERA_MAKE, TRAILING_PAYLOAD, gpsExifSegment, plainJpeg } from '../../test-support/jpeg-with-gps-exif.ts';
import { stripWebpMetadata } from './strip-webp-metadata.ts';

const gpsInfoTag = Buffer.from([0x25, 0x88]);

function plainWebp(widthPx: number, heightPx: number): Buffer {
  const canvas = createCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  context.fillStyle = '#6d5ae6';
  context.fillRect(0, 0, widthPx, heightPx);
  context.fillStyle = '#f5c542';
  context.fillRect(0, 0, widthPx / 2, heightPx / 2);
  return canvas.toBuffer('image/webp', 80);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(type, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function chunkTypes(webp: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 12; offset < 8 + webp.readUInt32LE(4);) {
    types.push(webp.toString('latin1', offset, offset + 4));
    const size = webp.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  return types;
}

/** The encoder's WebP with EXIF (GPS, make, thumbnail) and XMP chunks announced in VP8X, and a payload after the container. */
function webpWithMetadata(original: Buffer): Buffer {
  const exifTiff = gpsExifSegment(6, plainJpeg(16, 12)).subarray(4 + 6);
  const xmp = Buffer.from('<x:xmpmeta><exif:GPSLatitude>48,51.49N</exif:GPSLatitude></x:xmpmeta>', 'latin1');
  const body = Buffer.concat([original.subarray(12), riffChunk('EXIF', exifTiff), riffChunk('XMP ', xmp)]);
  expect(body.toString('latin1', 0, 4)).toBe('VP8X');
  body[8] = body[8]! | 0x08 | 0x04;
  const header = Buffer.from(original.subarray(0, 12));
  header.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([header, body, TRAILING_PAYLOAD]);
}

describe('stripWebpMetadata', () => {
  it('drops EXIF (GPS, make, thumbnail), XMP and trailing bytes, giving back the encoder’s own file', async () => {
    const original = plainWebp(48, 32);
    const input = webpWithMetadata(original);
    expect(chunkTypes(input)).toEqual([...chunkTypes(original), 'EXIF', 'XMP ']);
    expect(input.includes(gpsInfoTag) && input.includes(Buffer.from(CAMERA_MAKE))).toBe(true);
    const output = stripWebpMetadata(input)!;
    expect(chunkTypes(output)).toEqual(chunkTypes(original));
    for (const secret of [gpsInfoTag, Buffer.from(CAMERA_MAKE), Buffer.from('xmpmeta'), TRAILING_PAYLOAD]) expect(output.includes(secret)).toBe(false);
    expect(output.equals(original)).toBe(true);
    const decoded = await loadImage(output);
    expect([decoded.width, decoded.height]).toEqual([48, 32]);
  });

  it('refuses broken structure', () => {
    const original = plainWebp(16, 16);
    expect(stripWebpMetadata(original.subarray(0, 30))).toBeUndefined();
    const lying = Buffer.from(original);
    lying.writeUInt32LE(0xfffffff0, 16);
    expect(stripWebpMetadata(lying)).toBeUndefined();
    expect(stripWebpMetadata(Buffer.from('RIFF\x04\0\0\0WAVE', 'latin1'))).toBeUndefined();
  });
});
