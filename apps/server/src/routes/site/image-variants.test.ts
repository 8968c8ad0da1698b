import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { readImageVariant, readVariantWidth } from './image-variants.ts';

const screenshot = path.resolve(fileURLToPath(import.meta.url), '../../../../../../docs/screenshots/talking-photo-page.png');

describe('readVariantWidth', () => {
  it('takes the listed widths up to the picture’s own, and the picture’s own width', () => {
    expect(readVariantWidth({ w: '720' }, 1440)).toBe(720);
    expect(readVariantWidth({ w: '1440' }, 1440)).toBe(1440);
    expect(readVariantWidth({ w: '1280' }, 1280)).toBe(1280);
    expect(readVariantWidth({ w: '1440' }, 1280)).toBeUndefined();
    expect(readVariantWidth({ w: '721' }, 1440)).toBeUndefined();
    expect(readVariantWidth({ w: '0720' }, 1440)).toBeUndefined();
    expect(readVariantWidth({ w: ['720', '480'] }, 1440)).toBeUndefined();
    expect(readVariantWidth({}, 1440)).toBeUndefined();
  });
});

describe('readImageVariant', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('scales a PNG screenshot to a WebP of the asked width, in proportion, once', async () => {
    const webp = await readImageVariant(screenshot, 720);
    expect(webp.type).toBe('image/webp');
    expect(webp.isProvisional).toBe(false);
    expect(webp.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const image = await loadImage(webp.bytes);
    expect([image.width, image.height]).toEqual([720, 480]);
    // The 1440 × 960 PNG is about 350 KB; its phone copy is a small fraction.
    expect(webp.bytes.length).toBeLessThan(40_000);
    expect((await readImageVariant(screenshot, 720)).bytes).toBe(webp.bytes);
  });

  it('answers a browser that takes AVIF with the WebP while its AVIF copy is made, then with the AVIF, smaller and the same picture', async () => {
    // A path of its own: the copies are kept per process, and test files share their worker (the site's browser
    // test may already have asked for this screenshot's AVIF).
    const folder = await mkdtemp(path.join(tmpdir(), 'talkreel-variants-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const picture = path.join(folder, 'talking-photo-page.png');
    await copyFile(screenshot, picture);
    const accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
    const first = await readImageVariant(picture, 480, accept);
    expect(first).toMatchObject({ type: 'image/webp', isProvisional: true });
    let avif = first;
    for (let attempt = 0; attempt < 200 && avif.type !== 'image/avif'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      avif = await readImageVariant(picture, 480, accept);
    }
    expect(avif).toMatchObject({ type: 'image/avif', isProvisional: false });
    expect(avif.bytes.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    expect(avif.bytes.length).toBeLessThan(first.bytes.length * 0.8);
    // Decoded, it is the WebP's picture: the mean difference of the pixels is small.
    const decode = async (bytes: Buffer) => {
      const image = await loadImage(bytes);
      const canvas = createCanvas(image.width, image.height);
      canvas.getContext('2d').drawImage(image, 0, 0);
      return canvas.getContext('2d').getImageData(0, 0, image.width, image.height).data;
    };
    const [a, b] = await Promise.all([decode(avif.bytes), decode(first.bytes)]);
    expect(a.length).toBe(b.length);
    let difference = 0;
    for (let index = 0; index < a.length; index += 1) difference += Math.abs(a[index]! - b[index]!);
    expect(difference / a.length).toBeLessThan(4);
  });
});
