import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createTestPng } from '../testing/create-test-png.ts';
import { getProductCorpusPath } from '../testing/product-corpora.ts';
import { readImageSize } from './read-image-size.ts';

async function readFixture(name: string): Promise<Buffer> {
  return readFile(getProductCorpusPath('file-type-fixtures', 'fixture', name));
}

describe('readImageSize', () => {
  // Sizes as `file` and ffprobe report them for file-type's fixtures.
  it.each([
    ['fixture.png', 200, 133, 'png'],
    // Its EXIF block names a 1424-pixel original before the frame header: the frame's size is the picture's.
    ['fixture.jpg', 200, 133, 'jpeg'],
    ['fixture.gif', 200, 133, 'gif'],
    ['fixture.webp', 200, 133, 'webp'],
    ['fixture.bmp', 200, 133, 'bmp'],
    ['fixture-yuv420-8bit.avif', 2048, 858, 'avif'],
    ['fixture.apng', 100, 100, 'png'],
  ])('%s is %i × %i (%s)', async (name, width, height, format) => {
    expect(readImageSize(await readFixture(name))).toEqual({ width, height, format });
  });

  it('reads the size from the first bytes only, as a Range request returns them', async () => {
    const jpeg = await readFixture('fixture.jpg');
    let headBytes = 1;
    while (headBytes < jpeg.length && !readImageSize(jpeg.subarray(0, headBytes))) headBytes++;
    // Past the EXIF block (with its own thumbnail) but far from the end of the file.
    expect(headBytes).toBeGreaterThan(1000);
    expect(headBytes).toBeLessThan(64 * 1024);
    expect(readImageSize(jpeg.subarray(0, headBytes))).toEqual({ width: 200, height: 133, format: 'jpeg' });
    expect(readImageSize(createTestPng(640, 480).subarray(0, 24))).toEqual({ width: 640, height: 480, format: 'png' });
  });

  it('reads lossless and extended WebP headers', () => {
    const lossless = Buffer.alloc(30);
    lossless.write('RIFF', 0, 'latin1');
    lossless.write('WEBPVP8L', 8, 'latin1');
    lossless.writeUInt8(0x2f, 20);
    lossless.writeUInt32LE(((1080 - 1) << 14) | (1920 - 1), 21);
    expect(readImageSize(lossless)).toEqual({ width: 1920, height: 1080, format: 'webp' });
    const extended = Buffer.alloc(30);
    extended.write('RIFF', 0, 'latin1');
    extended.write('WEBPVP8X', 8, 'latin1');
    extended.writeUIntLE(1200 - 1, 24, 3);
    extended.writeUIntLE(800 - 1, 27, 3);
    expect(readImageSize(extended)).toEqual({ width: 1200, height: 800, format: 'webp' });
  });

  it('knows nothing of other bytes, nor of file-type’s look-alikes', async () => {
    expect(readImageSize(Buffer.from('<!doctype html><html></html>'))).toBeUndefined();
    expect(readImageSize(await readFixture('fixture-json.webp'))).toBeUndefined();
    expect(readImageSize(new Uint8Array())).toBeUndefined();
  });
});
