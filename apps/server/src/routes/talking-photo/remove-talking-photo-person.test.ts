import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTalkingPhotoPersonsRoute, removeTalkingPhotoPersonRoute } from '@talkreel/contract';
import { faceAnalysisVersion } from '@talkreel/face';
import { PhotoFaceRepository } from '@talkreel/platform';
import { callRoute } from '../../test-support/call-route.ts';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

interface Json {
  code: number;
  msg: string;
  data: Record<string, unknown> | null;
}

/** POST /talking_photo/person/remove, and the avatar row it changes; the face check is stood in for by a stored usable analysis. */
describe('removing an earlier photo from the talking-photo avatar row', () => {
  let product: TestProduct;
  let owner: string;
  let stranger: string;

  /** Uploads a photo and stores a usable face analysis for it, as a passed check would: its `full_path`. */
  const uploadCheckedPhoto = async (token: string, name: string, widthPx: number): Promise<string> => {
    const uploaded = (await product.uploadFile(token, { bytes: pngWithoutMetadata(widthPx, 64), name, purpose: 'talking_photo' })).json() as Json;
    expect(uploaded.code, uploaded.msg).toBe(0);
    const { full_path: fullPath, key } = uploaded.data as { full_path: string; key: string };
    const file = await product.runtime.database.db.selectFrom('files').select('id').where('storage_key', '=', key).executeTakeFirstOrThrow();
    await new PhotoFaceRepository(product.runtime.database.db).save({ fileId: file.id, version: faceAnalysisVersion, usable: true, gender: 1, analysis: {} });
    return fullPath;
  };

  const listedPhotos = async (token: string) => {
    const listed = await callRoute(product, listTalkingPhotoPersonsRoute, { token });
    expect(listed.code, listed.msg).toBe(0);
    return listed.data.digital_persons.filter((person) => person.typ === 'photo');
  };

  beforeAll(async () => {
    product = await startTestProduct();
    owner = await product.createGuestToken();
    stranger = await product.createGuestToken();
  }, 60_000);
  afterAll(() => product?.cleanup());

  it('lists a photo uploaded twice once, and takes it off the row with its copy', async () => {
    const firstCopy = await uploadCheckedPhoto(owner, 'portrait.png', 64);
    await uploadCheckedPhoto(owner, 'portrait.png', 64);
    await uploadCheckedPhoto(owner, 'landscape.png', 72);
    expect((await listedPhotos(owner)).map((photo) => photo.name).sort()).toEqual(['landscape', 'portrait']);

    const removed = await callRoute(product, removeTalkingPhotoPersonRoute, { token: owner, body: { photo_path: firstCopy } });
    expect(removed).toMatchObject({ code: 0, msg: expect.any(String) as string });
    expect(removed.data).toEqual({ hidden_count: 2 });
    expect((await listedPhotos(owner)).map((photo) => photo.name)).toEqual(['landscape']);

    // Removing it again changes nothing and is not an error.
    expect((await callRoute(product, removeTalkingPhotoPersonRoute, { token: owner, body: { photo_path: firstCopy } })).data).toEqual({ hidden_count: 0 });
  });

  it("answers 40400 for another owner's photo and for an unknown path, and hides nothing", async () => {
    const ownersPhoto = await uploadCheckedPhoto(owner, 'kept.png', 80);
    for (const photoPath of [ownersPhoto, '/api/files/uploads/no-such-photo.png']) {
      const reply = await callRoute(product, removeTalkingPhotoPersonRoute, { token: stranger, body: { photo_path: photoPath } });
      expect(reply.status, photoPath).toBe(404);
      expect(reply.code).toBe(40400);
    }
    expect((await listedPhotos(owner)).map((photo) => photo.name)).toContain('kept');
  });

  it('asks for a session', async () => {
    expect((await callRoute(product, removeTalkingPhotoPersonRoute, { body: { photo_path: 'anything.png' } })).code).toBe(40100);
  });
});
