import { libraryOwnerId } from '@talkreel/platform';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOfDeclaredSize } from '../../services/uploads/declared-size-png.fixture.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

/** A WebP whose extended header declares a 20000×20000 canvas, in 30 bytes. */
function extendedWebpOf20000Square(): Buffer {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFFWEBPVP8X', 0, 'latin1');
  bytes.writeUInt32LE(22, 4);
  bytes.write('WEBPVP8X', 8, 'latin1');
  bytes.writeUInt32LE(10, 16);
  bytes.writeUIntLE(20_000 - 1, 24, 3);
  bytes.writeUIntLE(20_000 - 1, 27, 3);
  return bytes;
}

describe('the pixel cap on uploaded images', () => {
  let product: TestProduct;
  let token: string;
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
  });
  afterAll(() => product.cleanup());

  it('refuses a small PNG that declares 20000×20000 px with 40000 and stores nothing', async () => {
    const bomb = pngOfDeclaredSize(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    for (const purpose of ['generic', 'talking_photo', 'look_photo', 'product_media']) {
      const response = await product.uploadFile(token, { bytes: bomb, name: 'bomb.png', purpose });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 40000,
        msg: 'Image resolution cannot exceed 50 megapixels (this one is 20000×20000). Please upload a smaller image',
        data: null,
      });
    }
    // The library's own files (avatar covers, template media) are stored at start; the request's would be the user's.
    expect(await product.runtime.database.db.selectFrom('files').select('id').where('owner_id', '!=', libraryOwnerId).execute()).toEqual([]);
    expect(await readdir(path.join(product.dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses a WebP whose extended header declares 20000×20000 px', async () => {
    const response = await product.uploadFile(token, { bytes: extendedWebpOf20000Square(), name: 'bomb.webp', purpose: 'talking_photo' });
    expect(response.json()).toEqual({
      code: 40000,
      msg: 'Image resolution cannot exceed 50 megapixels (this one is 20000×20000). Please upload a smaller image',
      data: null,
    });
  });

  it('takes exactly 50 megapixels and refuses one row more', async () => {
    const atCap = await product.uploadFile(token, { bytes: pngOfDeclaredSize(10_000, 5_000), name: 'wide.png', purpose: 'talking_photo' });
    expect(atCap.json()).toMatchObject({ code: 0, data: { file_type: 'png' } });
    const overCap = await product.uploadFile(token, { bytes: pngOfDeclaredSize(10_000, 5_001), name: 'wider.png', purpose: 'talking_photo' });
    expect(overCap.json()).toEqual({
      code: 40000,
      msg: 'Image resolution cannot exceed 50 megapixels (this one is 10000×5001). Please upload a smaller image',
      data: null,
    });
  });
});
