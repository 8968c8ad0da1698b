import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

describe('PUT /api/common/upload/put/<key>: a signed link stores once', () => {
  let product: TestProduct;
  let token: string;
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
  });
  afterAll(() => product.cleanup());

  async function sign(filename: string) {
    const response = await product.app.inject({
      method: 'POST',
      url: '/api/common/upload/sign',
      headers: { authorization: `Bearer ${token}` },
      payload: { filename, use_to: 'generic' },
    });
    return response.json().data as { sign_url: string; full_path: string; key: string };
  }

  it('10 parallel PUTs of one link: one 200, nine 40900, and the stored bytes are the winner’s', async () => {
    const signed = await sign('race.png');
    // Ten different pictures, so the stored bytes tell which PUT wrote them.
    const bodies = Array.from({ length: 10 }, (_, index) => pngWithoutMetadata(8 + index, 8));
    const responses = await Promise.all(
      bodies.map((payload) => product.app.inject({ method: 'PUT', url: signed.sign_url, headers: { 'content-type': 'image/png' }, payload })),
    );
    const winners = responses.flatMap((response, index) => (response.statusCode === 200 ? [index] : []));
    expect(winners).toHaveLength(1);
    const winner = winners[0]!;
    expect(responses[winner]!.json()).toMatchObject({ code: 0, data: { key: signed.key, size: bodies[winner]!.length } });
    for (const [index, response] of responses.entries()) {
      if (index === winner) continue;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 40900, msg: 'This upload link has already been used: ask for a new one.', data: null });
    }
    const served = await product.app.inject({ method: 'GET', url: signed.full_path });
    expect(served.rawPayload.equals(bodies[winner]!)).toBe(true);
    const rows = await product.runtime.database.db.selectFrom('files').select(['size_bytes']).where('storage_key', '=', signed.key).execute();
    expect(rows).toEqual([{ size_bytes: bodies[winner]!.length }]);

    const late = await product.app.inject({
      method: 'PUT',
      url: signed.sign_url,
      headers: { 'content-type': 'image/png' },
      payload: pngWithoutMetadata(30, 30),
    });
    expect(late.json()).toMatchObject({ code: 40900 });
    expect((await product.app.inject({ method: 'GET', url: signed.full_path })).rawPayload.equals(bodies[winner]!)).toBe(true);
  });

  it('a refused body does not spend the link: the right file can follow', async () => {
    const signed = await sign('retry.png');
    const wrong = await product.app.inject({ method: 'PUT', url: signed.sign_url, payload: Buffer.from('MZ\u0090\u0000 not a picture') });
    expect(wrong.json()).toMatchObject({ code: 41500 });
    const png = pngWithoutMetadata(12, 12);
    const right = await product.app.inject({ method: 'PUT', url: signed.sign_url, payload: png });
    expect(right.json()).toMatchObject({ code: 0, data: { key: signed.key, size: png.length } });
  });
});
