import { writeFile } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '@talkreel/platform';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../../../shared/corpora/file-type-fixtures/fixture');

describe('POST /api/common/upload/convert', () => {
  let product: TestProduct;
  let token: string;
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
  });
  afterAll(() => product.cleanup());

  async function convert(pathOrKey: string, bearer = token) {
    const response = await product.app.inject({
      method: 'POST',
      url: '/api/common/upload/convert',
      headers: { authorization: `Bearer ${bearer}` },
      payload: { path: pathOrKey },
    });
    return response.json() as { code: number; msg: string; data: { path: string } | null };
  }

  it('turns an uploaded MOV into a playable H.264/AAC MP4 through a job', async () => {
    const mov = await readFile(path.join(fixtures, 'fixture.mov'));
    const upload = (await product.uploadFile(token, { bytes: mov, name: 'clip.mov', purpose: 'product_media' })).json();
    expect(upload).toMatchObject({ code: 0, data: { file_type: 'mov' } });
    const converted = await convert(upload.data.full_path);
    expect(converted.code).toBe(0);
    const served = await product.app.inject({ method: 'GET', url: converted.data!.path });
    expect(served.headers['content-type']).toBe('video/mp4');
    const outputPath = path.join(product.dataDir, 'converted.mp4');
    await writeFile(outputPath, served.rawPayload);
    const info = await probeMedia(product.runtime.ffprobePath, outputPath);
    const input = await probeMedia(product.runtime.ffprobePath, path.join(fixtures, 'fixture.mov'));
    expect(info.formatName).toContain('mp4');
    expect(info.streams.find((stream) => stream.codecType === 'video')?.codecName).toBe('h264');
    expect(Math.abs(info.durationMs - input.durationMs)).toBeLessThan(200);
    const task = await product.runtime.database.db.selectFrom('tasks').selectAll().where('kind', '=', 'convert-mov').executeTakeFirstOrThrow();
    expect(task).toMatchObject({ status: 'done', progress: 100 });
  });

  it('fails with the spec message when the MOV cannot be decoded', async () => {
    const mov = await readFile(path.join(fixtures, 'fixture.mov'));
    // Keep the magic bytes, ruin the media data.
    const broken = Buffer.concat([mov.subarray(0, 64), Buffer.alloc(4096, 0x5a)]);
    const upload = (await product.uploadFile(token, { bytes: broken, name: 'broken.mov', purpose: 'product_media' })).json();
    expect(upload.code).toBe(0);
    expect(await convert(upload.data.full_path)).toEqual({ code: 40000, msg: 'Conversion failed for the MOV file.', data: null });
  });

  it("cannot convert another user's file or a non-MOV", async () => {
    const mov = await readFile(path.join(fixtures, 'fixture.mov'));
    const upload = (await product.uploadFile(token, { bytes: mov, name: 'mine.mov', purpose: 'product_media' })).json();
    const stranger = await product.createGuestToken();
    expect((await convert(upload.data.full_path, stranger)).code).toBe(40400);
    const png = (await product.uploadFile(token, { bytes: await readFile(path.join(fixtures, 'fixture.png')), name: 'a.png' })).json();
    expect((await convert(png.data.full_path)).msg).toBe('Only MOV videos need converting: this file can be used as it is.');
  });
});
