import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { requireCorpus, sharedCorpusPath } from '@talkreel/platform/testing/corpus';
import { pngOfDeclaredSize } from './declared-size-png.fixture.ts';
import { readImageSize } from './read-image-size.ts';

const fixtures = sharedCorpusPath('file-type-fixtures', 'fixture');

async function drawnImage(format: 'png' | 'jpeg' | 'webp', widthPx: number, heightPx: number): Promise<Buffer> {
  const canvas = createCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  context.fillStyle = 'rgba(200, 40, 40, 0.6)';
  context.fillRect(0, 0, widthPx / 2, heightPx);
  return format === 'png' ? canvas.encode('png') : canvas.encode(format, 80);
}

function riffWebp(chunkType: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(20);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(12 + payload.length, 4);
  header.write('WEBP', 8, 'latin1');
  header.write(chunkType, 12, 'latin1');
  header.writeUInt32LE(payload.length, 16);
  return Buffer.concat([header, payload]);
}

describe('readImageSize', () => {
  it('reads the size that a decoder then finds, for PNG, JPEG and extended WebP', async () => {
    for (const [kind, format] of [
      ['png', 'png'],
      ['jpg', 'jpeg'],
      ['webp', 'webp'],
    ] as const) {
      const bytes = await drawnImage(format, 123, 45);
      const decoded = await loadImage(bytes);
      expect({ kind, ...readImageSize(kind, bytes) }).toEqual({ kind, widthPx: decoded.width, heightPx: decoded.height });
      expect(decoded.width).toBe(123);
    }
  });

  it('reads a huge declared size from a small PNG without decoding it', () => {
    const bomb = pngOfDeclaredSize(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(readImageSize('png', bomb)).toEqual({ widthPx: 20_000, heightPx: 20_000 });
  });

  it('walks JPEG segments past EXIF to a progressive frame header', () => {
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0x10, 0x02]), Buffer.alloc(0x1000, 0x45)]);
    // SOF2: length 17, precision 8, height 30000, width 20000, 3 components.
    const sof2 = Buffer.from([0xff, 0xc2, 0x00, 0x11, 0x08, 0x75, 0x30, 0x4e, 0x20, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
    // A DHT (0xC4) sits in the SOF range but holds no size.
    const dht = Buffer.from([0xff, 0xc4, 0x00, 0x04, 0x00, 0x00]);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8]), app1, Buffer.from([0xff]), dht, sof2, Buffer.from([0xff, 0xda])]);
    expect(readImageSize('jpg', jpeg)).toEqual({ widthPx: 20_000, heightPx: 30_000 });
    expect(readImageSize('jpg', Buffer.concat([Buffer.from([0xff, 0xd8]), app1, Buffer.from([0xff, 0xda, 0, 2])]))).toBeUndefined();
    expect(readImageSize('jpg', jpeg.subarray(0, 2 + app1.length + 8))).toBeUndefined();
  });

  it('reads lossy, lossless and extended WebP headers', () => {
    // Frame tag (3), start code (3), then 14-bit sizes whose top 2 bits are a scale.
    const vp8 = Buffer.from([0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a, 0x10, 0x27, 0x80, 0x7e]);
    expect(readImageSize('webp', riffWebp('VP8 ', vp8))).toEqual({ widthPx: 10_000, heightPx: 16_000 });
    const lossless = Buffer.alloc(5);
    lossless[0] = 0x2f;
    lossless.writeUInt32LE((16_383 - 1) | ((9_000 - 1) << 14), 1);
    expect(readImageSize('webp', riffWebp('VP8L', lossless))).toEqual({ widthPx: 16_383, heightPx: 9_000 });
    const extended = Buffer.alloc(10);
    extended.writeUIntLE(20_000 - 1, 4, 3);
    extended.writeUIntLE(20_000 - 1, 7, 3);
    expect(readImageSize('webp', riffWebp('VP8X', extended))).toEqual({ widthPx: 20_000, heightPx: 20_000 });
    expect(readImageSize('webp', riffWebp('VP8 ', Buffer.alloc(10)))).toBeUndefined();
  });

  it('grows a GIF to its largest frame and reads both BMP header forms', () => {
    const screen = Buffer.from('GIF89a\x0a\x00\x0a\x00\x80\x00\x00', 'latin1');
    const colours = Buffer.alloc(6);
    const comment = Buffer.from([0x21, 0xfe, 0x03, 0x61, 0x62, 0x63, 0x00]);
    // A 1×1 px frame placed at 30000,100: the canvas must reach 30001×101.
    const frame = Buffer.from([0x2c, 0x30, 0x75, 0x64, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]);
    expect(readImageSize('gif', Buffer.concat([screen, colours, comment, frame]))).toEqual({ widthPx: 30_001, heightPx: 101 });
    const core = Buffer.alloc(26);
    core.write('BM', 0, 'latin1');
    core.writeUInt32LE(12, 14);
    core.writeUInt16LE(640, 18);
    core.writeUInt16LE(480, 20);
    expect(readImageSize('bmp', core)).toEqual({ widthPx: 640, heightPx: 480 });
    const topDown = Buffer.alloc(54);
    topDown.write('BM', 0, 'latin1');
    topDown.writeUInt32LE(40, 14);
    topDown.writeInt32LE(30_000, 18);
    topDown.writeInt32LE(-20_000, 22);
    expect(readImageSize('bmp', topDown)).toEqual({ widthPx: 30_000, heightPx: 20_000 });
  });

  it('answers undefined for a header that declares no pixels or is not there', () => {
    expect(readImageSize('png', pngOfDeclaredSize(20, 10).subarray(0, 20))).toBeUndefined();
    const zeroWide = pngOfDeclaredSize(20, 10);
    zeroWide.writeUInt32BE(0, 16);
    expect(readImageSize('png', zeroWide)).toBeUndefined();
    expect(readImageSize('png', Buffer.from('not an image at all, just text'))).toBeUndefined();
    expect(readImageSize('pdf', Buffer.from('%PDF-1.7'))).toBeUndefined();
  });

  it.skipIf(!requireCorpus('image size test', fixtures))('reads the corpus images at their real sizes', async () => {
    for (const [name, kind] of [
      ['fixture.gif', 'gif'],
      ['fixture.bmp', 'bmp'],
      ['fixture.webp', 'webp'],
      ['fixture.jpg', 'jpg'],
      ['fixture.png', 'png'],
    ] as const) {
      expect({ name, ...readImageSize(kind, await readFile(path.join(fixtures, name))) }).toEqual({ name, widthPx: 200, heightPx: 133 });
    }
  });
});
