import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeatureTestApp } from './build-feature-test-app.ts';

/** How the site's pages travel: compressed, with their largest picture preloaded, and pictures in the size a screen asks for. */
describe('site page delivery', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildFeatureTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('compresses pages and preloads the hero screenshot or the article cover the page shows first', async () => {
    for (const [url, preloaded] of [
      ['/features/talking-photo/', /^<\/site\/media\/[a-z0-9-]+\.png>; rel=preload; as=image; fetchpriority=high; imagesrcset="[^"]+\?w=720 720w/u],
      ['/blog/how-to-make-a-talking-photo/', /^<\/blog\/covers\/talking-photo-page\.png>; rel=preload; as=image; fetchpriority=high; imagesrcset="/u],
    ] as const) {
      const plain = await app.inject({ url });
      const compressed = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(compressed.statusCode, url).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toBe('Accept-Encoding');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
      expect(compressed.headers.link).toMatch(preloaded);
      // The preloaded address is the one the page's <img> loads.
      const src = /^<([^>]+)>/u.exec(String(compressed.headers.link))?.[1];
      expect(plain.body).toContain(`src="${src}"`);
    }
    const listing = await app.inject({ url: '/blog/', headers: { 'accept-encoding': 'gzip' } });
    expect(listing.headers['content-encoding']).toBe('gzip');
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
    expect(sitemap.headers['content-encoding']).toBe('br');
  });

  it('answers a srcset width as WebP, or AVIF to a browser that takes it once made, and refuses widths no srcset names', async () => {
    const page = await app.inject({ url: '/blog/how-to-make-a-talking-photo/' });
    const srcset = /<figure class="cover"><img [^>]*srcset="([^"]+)"/u.exec(page.body)?.[1] ?? '';
    const variantUrls = srcset.split(', ').map((entry) => entry.split(' ')[0] ?? '');
    expect(variantUrls).toEqual([480, 720, 960, 1440].map((widthPx) => `/blog/covers/talking-photo-page.png?w=${widthPx}`));
    const variant = await app.inject({ url: variantUrls[1]! });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toBe('public, max-age=2592000');
    expect(variant.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await app.inject({ url: '/blog/covers/talking-photo-page.png?w=719' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/blog/covers/talking-photo-page.png?w=2880' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/blog/covers/talking-photo-page.png' })).headers['content-type']).toBe('image/png');

    const feature = await app.inject({ url: '/features/talking-photo/' });
    const mediaVariant = /srcset="(\/site\/media\/[^" ]+\?w=480) 480w/u.exec(feature.body)?.[1];
    expect(mediaVariant).toBeDefined();
    const media = await app.inject({ url: mediaVariant! });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers.vary).toBe('Accept');
    expect((await app.inject({ url: `${mediaVariant!.replace('?w=480', '')}?w=abc` })).statusCode).toBe(404);

    // A browser that takes AVIF: the WebP, briefly cached, until the AVIF copy is made; then the AVIF.
    const headers = { accept: 'image/avif,image/webp,*/*' };
    const provisional = await app.inject({ url: variantUrls[0]!, headers });
    expect([provisional.headers['content-type'], provisional.headers['cache-control']]).toEqual(['image/webp', 'public, max-age=60']);
    let avif = provisional;
    for (let attempt = 0; attempt < 200 && avif.headers['content-type'] !== 'image/avif'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      avif = await app.inject({ url: variantUrls[0]!, headers });
    }
    expect([avif.headers['content-type'], avif.headers['cache-control'], avif.headers.vary]).toEqual(['image/avif', 'public, max-age=2592000', 'Accept']);
    expect(avif.rawPayload.length).toBeLessThan(provisional.rawPayload.length);
  });
});
