import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngOfDeclaredSize } from '../../services/uploads/declared-size-png.fixture.ts';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

/**
 * A look reference photo kept before the pixel cap held at upload: a small
 * PNG that declares 20000×20000 px must be refused before the face check
 * or an image service decodes it.
 */
describe('the pixel cap on a stored look reference photo', () => {
  let product: TestProduct;

  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(() => product.cleanup());

  it('answers POST /aigc/photo with 40000 without decoding or queueing', async () => {
    const token = (await createAuthClient(product.app).register('reference.cap@example.com', 'secret-password')).data.token;
    const uploaded = await product.uploadFile(token, { bytes: pngWithoutMetadata(64, 64), name: 'me.png', purpose: 'look_photo' });
    const { full_path: fullPath, key } = uploaded.json().data as { full_path: string; key: string };
    await product.runtime.storage.put(key, pngOfDeclaredSize(20_000, 20_000), { contentType: 'image/png' });
    const decodes = vi.spyOn(product.runtime.interactivePool, 'run').mockRejectedValue(new Error('the photo was handed to a decoder'));
    const response = await product.app.inject({
      method: 'POST',
      url: '/api/aigc/photo',
      headers: { authorization: `Bearer ${token}` },
      payload: { gender: 'female', background: 'office', detail: 'short dark hair', base_photo_url: fullPath },
    });
    expect(response.json()).toEqual({
      code: 40000,
      msg: 'Image resolution cannot exceed 50 megapixels (this one is 20000×20000). Please upload a smaller image',
      data: null,
    });
    expect(decodes).not.toHaveBeenCalled();
    expect(await product.runtime.database.db.selectFrom('tasks').select('id').execute()).toEqual([]);
  });
});
