import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

const facesDirectory = path.resolve(import.meta.dirname, '../../../../../../shared/corpora/faces');

/** A real portrait of the shared corpus; a missing corpus fails the test rather than letting it pass on nothing. */
async function readPortrait(name: string): Promise<Buffer> {
  if (!existsSync(facesDirectory)) throw new Error(`The corpus folder ${facesDirectory} is missing: clone the shared corpora beside the repository`);
  return readFile(path.join(facesDirectory, name));
}

/**
 * Katherine's portrait (the corpus's one woman, chin-length hair) at 1024 px
 * and softened by a 10 px blur: the gender model still leans female but is
 * not sure (score 0.56, under the 0.65 gate), as it was not sure of the
 * short-haired woman the issue reported.
 */
async function unsureWoman(): Promise<Buffer> {
  const image = await loadImage(await readPortrait('positive/katherine_maher_800px.jpg'));
  const canvas = createCanvas(1024, 682);
  const context = canvas.getContext('2d');
  context.filter = 'blur(10px)';
  context.drawImage(image, 0, 0, 1024, 682);
  return canvas.encode('jpeg', 90);
}

/** POST /aigc/sex on real portraits: 1 female, 2 male, 0 when the model is not confident (the page then asks). */
describe('POST /aigc/sex', () => {
  let product: TestProduct;
  let token: string;
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
  }, 60_000);
  afterAll(() => product?.cleanup());

  async function genderOf(bytes: Buffer, name: string): Promise<unknown> {
    const uploaded = (await product.uploadFile(token, { bytes, name, purpose: 'talking_photo' })).json() as { code: number; data: { full_path: string } };
    expect(uploaded.code).toBe(0);
    const response = await product.app.inject({
      method: 'POST',
      url: '/api/aigc/sex',
      headers: { authorization: `Bearer ${token}` },
      payload: { photo_path: uploaded.data.full_path },
    });
    const body = response.json() as { code: number; msg: string; data: unknown };
    expect(body.code, body.msg).toBe(0);
    return body.data;
  }

  it('answers 0 (unsure), never 2, for a woman the model is not confident about', async () => {
    expect(await genderOf(await unsureWoman(), 'unsure-woman.jpg')).toBe(0);
  }, 60_000);

  it.each([
    ['positive/katherine_maher_800px.jpg', 1],
    ['positive/filippo_giunchedi_2015_800px.jpg', 2],
    ['positive/christophe_henner_2016_800px.jpg', 2],
  ] as const)(
    'keeps the confident read of %s (%i)',
    async (file, gender) => {
      expect(await genderOf(await readPortrait(file), path.basename(file))).toBe(gender);
    },
    60_000,
  );
});
