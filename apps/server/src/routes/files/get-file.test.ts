import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

describe('GET /files/<key>', () => {
  let product: TestProduct;
  let fullPath: string;
  const png = pngWithoutMetadata(40, 40);
  beforeAll(async () => {
    product = await startTestProduct();
    const token = await product.createGuestToken();
    fullPath = (await product.uploadFile(token, { bytes: png, name: 'x.png' })).json().data.full_path;
  });
  afterAll(() => product.cleanup());

  it('serves byte ranges for media players', async () => {
    const response = await product.app.inject({ method: 'GET', url: fullPath, headers: { range: 'bytes=0-15' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-15/${png.length}`);
    expect(response.rawPayload.equals(png.subarray(0, 16))).toBe(true);
  });

  it('answers a range that cannot be satisfied with 416 and the envelope', async () => {
    for (const range of [`bytes=${png.length}-`, 'bytes=-0', `bytes=99999999999999999999-`]) {
      const response = await product.app.inject({ method: 'GET', url: fullPath, headers: { range } });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${png.length}`);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: 41600, msg: `The requested byte range is outside the file (${png.length} bytes).`, data: null });
    }
  });

  it('refuses a missing or forged signature', async () => {
    const unsigned = fullPath.split('?')[0]!;
    expect((await product.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(403);
    const forged = fullPath.replace(/signature=[0-9a-f]{4}/, 'signature=0000');
    expect((await product.app.inject({ method: 'GET', url: forged })).json()).toMatchObject({ code: 40300 });
  });

  it('sandboxes what it serves', async () => {
    const response = await product.app.inject({ method: 'GET', url: fullPath });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
