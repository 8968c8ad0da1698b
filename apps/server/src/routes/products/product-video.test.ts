import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeProductRoute,
  createProductVideoRoute,
  getProductRoute,
  productStatus,
  submitRenderTasksRoute,
  writeProductScriptsRoute,
  type ProductRecord,
} from '@talkreel/contract';
import { grantCredits, probeMedia } from '@talkreel/platform';
import { startTestServer, type TestServer } from '@talkreel/sources/testing';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { encodePng } from '../../test-support/encode-png.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { until } from '../../test-support/until.ts';
import { waitForRender } from '../../test-support/wait-for-render.ts';

const run = promisify(execFile);

/** The product's colour: every frame that shows its picture is full of it. */
const productRgb = [242, 120, 24] as const;

function solidPng(widthPx: number, heightPx: number): Buffer {
  const row = Buffer.alloc(1 + widthPx * 3);
  for (let x = 0; x < widthPx; x += 1) row.set(productRgb, 1 + x * 3);
  return encodePng({ widthPx, heightPx, bitDepth: 8, colourType: 2 }, Buffer.concat(Array.from({ length: heightPx }, () => row)));
}

function shopPage(origin: string): string {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Aurora Desk Lamp',
    description: 'A dimmable desk lamp with a warm glow. Three brightness levels keep late work easy on the eyes. A USB-C port charges your phone.',
    image: [`${origin}/images/lamp.png`],
    offers: { '@type': 'Offer', price: '49.99', priceCurrency: 'USD' },
  };
  return `<!doctype html><html><head><title>Aurora Desk Lamp</title><script type="application/ld+json">${JSON.stringify(product)}</script></head><body><h1>Aurora Desk Lamp</h1></body></html>`;
}

describe('from a product page to a rendered product video', () => {
  let product: TestProduct;
  let shop: TestServer;
  let workDir: string;
  let token: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'talkreel-product-video-'));
    const lamp = solidPng(900, 900);
    shop = await startTestServer((request, response) => {
      if (request.url === '/products/aurora') response.writeHead(200, { 'content-type': 'text/html' }).end(shopPage(`http://127.0.0.1:${shop.port}`));
      else if (request.url === '/images/lamp.png') response.writeHead(200, { 'content-type': 'image/png' }).end(lamp);
      else response.writeHead(404).end();
    });
    product = await startTestProduct({ TEST_HOOKS: 'true', FETCH_ALLOW_HOSTS: `127.0.0.1:${shop.port}` });
    token = (await createAuthClient(product.app).register('seller@example.com', 'right-password-1')).data.token;
    const { db } = product.runtime.database;
    const userId = (await db.selectFrom('users').select('id').where('email', '=', 'seller@example.com').executeTakeFirstOrThrow()).id;
    await db.transaction().execute((trx) => grantCredits(trx, { userId, amount: 20, reason: 'Test grant', idempotencyKey: 'product-video-test' }));
  }, 60_000);

  afterAll(async () => {
    await product?.cleanup();
    await shop?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('writes three scripts that say the name and price, builds the video over the page’s picture, and renders it', { timeout: 400_000 }, async () => {
    const started = await callRoute(product, analyzeProductRoute, { token, body: { url: `http://127.0.0.1:${shop.port}/products/aurora` } });
    const record: ProductRecord = await until(
      async () => (await callRoute(product, getProductRoute, { token, query: { id: started.data.prj_id } })).data,
      (read) => read.status !== productStatus.analyzing,
      { timeoutMs: 30_000 },
    );
    expect(record.status).toBe(productStatus.ready);

    const written = await callRoute(product, writeProductScriptsRoute, {
      token,
      body: { prj_id: record.prj_id, style: 'offer', duration_s: 15, language: 'english' },
    });
    expect(written.code).toBe(0);
    expect(written.data.scripts.map((script) => script.style)).toEqual(['offer', 'problem_solution', 'feature_tour']);
    for (const script of written.data.scripts) {
      const text = script.scenes.join(' ');
      expect(text).toContain('Aurora Desk Lamp');
      expect(text).toMatch(/49[.,]99/u);
    }

    const video = await callRoute(product, createProductVideoRoute, {
      token,
      body: { prj_id: record.prj_id, script: written.data.scripts[0]!, aspect_ratio: 2, call_to_action: 'Shop now' },
    });
    expect(video.code).toBe(0);
    // The page's picture was fetched once and is now the owner's stored file, kept on the record.
    const stored = (await callRoute(product, getProductRoute, { token, query: { id: record.id } })).data;
    expect(stored.intro_medias[0]!.key).toMatch(/^uploads\//u);

    const submitted = await callRoute(product, submitRenderTasksRoute, { token, body: { tasks: [{ project_id: video.data.project_id, index: 0 }] } });
    expect(submitted.code).toBe(0);
    const status = await waitForRender(product, token, { projectId: video.data.project_id }, { timeoutMs: 360_000 });
    expect(status.status).toBe('done');

    const videoPath = path.join(workDir, 'product.mp4');
    await writeFile(videoPath, (await product.app.inject({ method: 'GET', url: status.video_url! })).rawPayload);
    const info = await probeMedia(product.runtime.ffprobePath, videoPath);
    expect(info.durationMs).toBeGreaterThan(8_000);
    const srt = (await product.app.inject({ method: 'GET', url: status.subtitle_url! })).body.replace(/\s+/gu, ' ');
    expect(srt).toContain('Aurora Desk Lamp');
    expect(srt).toMatch(/49[.,]99/u);

    // A frame in the middle shows the product's picture: a large share of its pixels is the product's colour.
    const framePath = path.join(workDir, 'frame.rgb');
    await run(product.runtime.ffmpegPath, [
      '-v',
      'error',
      '-ss',
      String(info.durationMs / 2000),
      '-i',
      videoPath,
      '-frames:v',
      '1',
      '-vf',
      'scale=96:96',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-y',
      framePath,
    ]);
    const pixels = await readFile(framePath);
    let close = 0;
    for (let offset = 0; offset < pixels.length; offset += 3) {
      if (
        Math.abs(pixels[offset]! - productRgb[0]) < 40 &&
        Math.abs(pixels[offset + 1]! - productRgb[1]) < 40 &&
        Math.abs(pixels[offset + 2]! - productRgb[2]) < 40
      )
        close += 1;
    }
    expect(close / (pixels.length / 3)).toBeGreaterThan(0.3);
  });
});
