import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { checkTalkingPhotoRoute, createTalkingPhotoRoute, detectPhotoGenderRoute } from '@talkreel/contract';
import { pngOfDeclaredSize } from '../../services/uploads/declared-size-png.fixture.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

const tooManyPixelsMessage = 'Image resolution cannot exceed 50 megapixels (this one is 20000×20000). Please upload a smaller image';

/**
 * A photo kept before the pixel cap held at upload: a small PNG that
 * declares 20000×20000 px (1.6 GB once decoded) must be refused before the
 * face check hands it to a decoder.
 */
describe('the pixel cap on a stored talking photo', () => {
  let product: TestProduct;
  let token: string;
  let photoPath: string;
  let decodes: MockInstance<TestProduct['runtime']['interactivePool']['run']>;
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
    const uploaded = await product.uploadFile(token, { bytes: pngWithoutMetadata(64, 64), name: 'face.png', purpose: 'talking_photo' });
    const { full_path: fullPath, key } = uploaded.json().data as { full_path: string; key: string };
    photoPath = fullPath;
    await product.runtime.storage.put(key, pngOfDeclaredSize(20_000, 20_000), { contentType: 'image/png' });
    // The face check decodes on this pool: a call here is the decode the cap must prevent.
    decodes = vi.spyOn(product.runtime.interactivePool, 'run').mockRejectedValue(new Error('the photo was handed to a decoder'));
  });
  afterAll(() => product.cleanup());

  it('answers POST /talking_photo/check and POST /aigc/sex with 40000 without decoding', async () => {
    for (const route of [checkTalkingPhotoRoute, detectPhotoGenderRoute]) {
      const reply = await callRoute(product, route, { token, body: { photo_path: photoPath } });
      expect(reply, route.path).toMatchObject({ status: 400, code: 40000, msg: tooManyPixelsMessage });
    }
    expect(decodes).not.toHaveBeenCalled();
  });

  it('refuses it when a talking photo is created from it', async () => {
    const reply = await callRoute(product, createTalkingPhotoRoute, { token, body: { photo_path: photoPath, script: 'Hello there.', tts_voice_id: 'any' } });
    expect(reply).toMatchObject({ code: 40000, msg: tooManyPixelsMessage });
    expect(decodes).not.toHaveBeenCalled();
  });
});
