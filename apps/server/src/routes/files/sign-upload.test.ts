import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../../../shared/corpora/file-type-fixtures/fixture');

describe('POST /api/common/upload/sign + PUT sign_url', () => {
  let product: TestProduct;
  let token: string;
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
  });
  afterAll(() => product.cleanup());

  async function sign(body: Record<string, unknown>, bearer = token) {
    const response = await product.app.inject({
      method: 'POST',
      url: '/api/common/upload/sign',
      headers: { authorization: `Bearer ${bearer}` },
      payload: body,
    });
    return response.json() as { code: number; msg: string; data: { sign_url: string; full_path: string; key: string } };
  }

  it('stores the PUT bytes under the promised key, once', async () => {
    const signed = await sign({ filetype: 'image/png', filename: 'portrait.png', use_to: 'talking_photo', source: 'web' });
    expect(signed.code).toBe(0);
    expect(signed.data.sign_url).toMatch(
      /^\/api\/common\/upload\/put\/uploads\/.+\?expires=\d+&signature=[0-9a-f]{64}&name=portrait.png&owner=.+&use_to=talking_photo$/,
    );
    const png = pngWithoutMetadata(32, 32);
    const put = await product.app.inject({ method: 'PUT', url: signed.data.sign_url, headers: { 'content-type': 'image/png' }, payload: png });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ code: 0, data: { key: signed.data.key, file_type: 'png', size: png.length, file_name: 'portrait.png' } });
    const served = await product.app.inject({ method: 'GET', url: signed.data.full_path });
    expect(served.rawPayload.equals(png)).toBe(true);
    const again = await product.app.inject({ method: 'PUT', url: signed.data.sign_url, headers: { 'content-type': 'image/png' }, payload: png });
    expect(again.json()).toMatchObject({ code: 40900 });
  });

  it('refuses a tampered link and checks the bytes like any upload', async () => {
    const signed = await sign({ filename: 'a.png', use_to: 'generic' });
    const tampered = signed.data.sign_url.replace('use_to=generic', 'use_to=product_media');
    const refused = await product.app.inject({ method: 'PUT', url: tampered, payload: pngWithoutMetadata(4, 4) });
    expect(refused.json()).toMatchObject({ code: 40300, msg: 'This upload link is invalid or has expired' });
    const exe = await readFile(path.join(fixtures, 'fixture.exe'));
    const wrongType = await product.app.inject({ method: 'PUT', url: signed.data.sign_url, headers: { 'content-type': 'image/png' }, payload: exe });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ code: 41500, msg: 'Unsupported file types!', data: null });
    const missing = await product.runtime.storage.stat(signed.data.key);
    expect(missing).toBeUndefined();
  });

  it('validates the sign request', async () => {
    const body = await sign({ filename: '', use_to: 'generic' });
    expect(body.code).toBe(40000);
    expect(body.msg).toBe('The file name is missing.');
    expect((await sign({ filename: 'a.png' }, 'nope')).code).toBe(40100);
  });
});
