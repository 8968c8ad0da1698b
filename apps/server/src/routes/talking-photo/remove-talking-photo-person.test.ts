import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faceAnalysisVersion } from '@talkreel/face';
import { PhotoFaceRepository } from '@talkreel/platform';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

interface Json {
  code: number;
  msg: string;
  data: Record<string, unknown> | null;
}

interface ListedPerson {
  id: string;
  name: string;
  typ: string;
}

/** POST /talking_photo/person/remove, and the avatar row it changes; the face check is stood in for by a stored usable analysis. */
describe('removing an earlier photo from the talking-photo avatar row', () => {
  let product: TestProduct;
  let owner: string;
  let stranger: string;

  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) => {
    const response = await product.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    return { statusCode: response.statusCode, body: response.json() as Json };
  };

  /** Uploads a photo and stores a usable face analysis for it, as a passed check would: its `full_path`. */
  const uploadCheckedPhoto = async (token: string, name: string, widthPx: number): Promise<string> => {
    const uploaded = (await product.uploadFile(token, { bytes: pngWithoutMetadata(widthPx, 64), name, purpose: 'talking_photo' })).json() as Json;
    expect(uploaded.code, uploaded.msg).toBe(0);
    const { full_path: fullPath, key } = uploaded.data as { full_path: string; key: string };
    const file = await product.runtime.database.db.selectFrom('files').select('id').where('storage_key', '=', key).executeTakeFirstOrThrow();
    await new PhotoFaceRepository(product.runtime.database.db).save({ fileId: file.id, version: faceAnalysisVersion, usable: true, gender: 1, analysis: {} });
    return fullPath;
  };

  const listedPhotos = async (token: string): Promise<ListedPerson[]> => {
    const { body } = await call('GET', '/avatar_library/talking_photo', token);
    expect(body.code, body.msg).toBe(0);
    return (body.data?.digital_persons as ListedPerson[]).filter((person) => person.typ === 'photo');
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

    const removed = await call('POST', '/talking_photo/person/remove', owner, { photo_path: firstCopy });
    expect(removed.body).toEqual({ code: 0, msg: expect.any(String) as string, data: { hidden_count: 2 } });
    expect((await listedPhotos(owner)).map((photo) => photo.name)).toEqual(['landscape']);

    // Removing it again changes nothing and is not an error.
    expect((await call('POST', '/talking_photo/person/remove', owner, { photo_path: firstCopy })).body.data).toEqual({ hidden_count: 0 });
  });

  it("answers 40400 for another owner's photo and for an unknown path, and hides nothing", async () => {
    const ownersPhoto = await uploadCheckedPhoto(owner, 'kept.png', 80);
    for (const photoPath of [ownersPhoto, '/api/files/uploads/no-such-photo.png']) {
      const response = await call('POST', '/talking_photo/person/remove', stranger, { photo_path: photoPath });
      expect(response.statusCode, photoPath).toBe(404);
      expect(response.body).toMatchObject({ code: 40400, data: null });
    }
    expect((await listedPhotos(owner)).map((photo) => photo.name)).toContain('kept');
  });

  it('asks for a session', async () => {
    const response = await product.app.inject({ method: 'POST', url: '/api/talking_photo/person/remove', payload: { photo_path: 'anything.png' } });
    expect((response.json() as Json).code).toBe(40100);
  });
});
