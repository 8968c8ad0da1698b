import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeProductUrl } from './analyze-product-url.ts';
import { ProductAnalysisError } from './product-analysis-error.ts';
import type { ProductAnalysisStage } from './product-analysis.ts';
import { startProductTestWeb, testImageHeightPixels, testImageWidthPixels, type ProductTestWeb } from './testing/product-test-web.ts';

function sendHtml(response: ServerResponse, html: string | Buffer, status = 200): void {
  response.writeHead(status, { 'content-type': 'text/html' }).end(html);
}

/** A Shopify theme's product page: its assets on cdn.shopify.com, the store's currency in a theme script. */
const shopifyPage = `<!doctype html><html><head>
<title>Linen Overshirt – Dune Supply</title>
<meta property="og:type" content="product"><meta property="og:title" content="Linen Overshirt">
<meta property="og:price:amount" content="89.00"><meta property="og:price:currency" content="EUR">
<link rel="stylesheet" href="//cdn.shopify.com/s/files/1/0555/theme.css">
<script>window.Shopify = window.Shopify || {}; Shopify.shop = "dune-supply.myshopify.com"; Shopify.currency = {"active":"EUR","rate":"1.0"};</script>
</head><body><h1>Linen Overshirt</h1></body></html>`;

/** What a storefront answers at /products/{handle}.js (prices in cents). */
const shopifyProductJson = {
  id: 7301,
  title: 'Linen Overshirt',
  handle: 'linen-overshirt',
  description: '<p>Garment-dyed European linen.</p><p>Relaxed fit, <strong>two</strong> chest pockets.</p>',
  vendor: 'Dune Supply',
  type: 'Shirts',
  tags: ['linen', 'summer'],
  price: 7900,
  price_min: 7900,
  price_max: 8900,
  compare_at_price: 9900,
  compare_at_price_min: 9900,
  images: ['//cdn.shopify.com/s/files/1/0555/products/overshirt-front.jpg?v=1'],
  media: [
    { media_type: 'image', src: 'https://cdn.shopify.com/s/files/1/0555/products/overshirt-front_1024x1024.jpg?v=1', width: 2048, height: 2048 },
    { media_type: 'image', src: 'https://cdn.shopify.com/s/files/1/0555/products/overshirt-back.jpg?v=1', width: 2048, height: 2048 },
    {
      media_type: 'video',
      sources: [
        { url: 'https://cdn.shopify.com/videos/c/vp/abc/abc.HD-720p.m3u8', format: 'm3u8', mime_type: 'application/x-mpegURL', width: 1280, height: 720 },
        { url: 'https://cdn.shopify.com/videos/c/vp/abc/abc.SD-480p.mp4', format: 'mp4', mime_type: 'video/mp4', width: 854, height: 480 },
        { url: 'https://cdn.shopify.com/videos/c/vp/abc/abc.HD-1080p.mp4', format: 'mp4', mime_type: 'video/mp4', width: 1920, height: 1080 },
      ],
    },
    { media_type: 'external_video', host: 'youtube', external_id: 'dQw4w9WgXcQ' },
  ],
};

const robotCheckPage = `<!doctype html><html><head><title>Robot Check</title></head><body>
<form method="get" action="/errors/validateCaptcha" name=""><p>Type the characters you see in this image:</p></form></body></html>`;
const cloudflareChallengePage = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body>
<script>(function(){window._cf_chl_opt={cvId: '3',cZone: 'shop.example',cType: 'managed'};}());</script></body></html>`;

let web: ProductTestWeb;

beforeAll(async () => {
  web = await startProductTestWeb({
    '/products/linen-overshirt': (_request, response) => sendHtml(response, shopifyPage),
    '/products/linen-overshirt.js': (_request, response) =>
      response.writeHead(200, { 'content-type': 'application/javascript' }).end(JSON.stringify(shopifyProductJson)),
    '/products/broken-json': (_request, response) => sendHtml(response, shopifyPage.replace('linen-overshirt', 'broken-json')),
    '/products/broken-json.js': (_request, response) => response.writeHead(500).end(),
    '/forbidden': (_request, response) => sendHtml(response, '<h1>Forbidden</h1>', 403),
    '/too-many-requests': (_request, response) => sendHtml(response, '<h1>Slow down</h1>', 429),
    '/challenge': (_request, response) => sendHtml(response, cloudflareChallengePage, 503),
    '/robot-check': (_request, response) => sendHtml(response, robotCheckPage),
    '/challenge-served-as-ok': (_request, response) => sendHtml(response, cloudflareChallengePage),
    '/missing': (_request, response) => sendHtml(response, '<h1>Not found</h1>', 404),
    '/news': (_request, response) =>
      sendHtml(response, '<html><head><title>Rates rise again</title><meta property="og:type" content="article"></head><body><p>The bank…</p></body></html>'),
    '/mug-latin1': (_request, response) =>
      sendHtml(
        response,
        // Latin-1 bytes (é is 0xE9), which are not valid UTF-8: only the declared charset reads them right.
        Buffer.from(
          `<html><head><meta charset="windows-1252"><meta property="og:type" content="product"><meta property="og:title" content="Café Crème mug, 35 cl"><meta property="product:price:amount" content="12,50"><meta property="product:price:currency" content="EUR"></head><body></body></html>`,
          'latin1',
        ),
      ),
  });
});

afterAll(async () => {
  await web.close();
});

async function failureOf(path: string): Promise<ProductAnalysisError> {
  const error = await analyzeProductUrl(`${web.server.origin}${path}`, { fetcher: web.fetcher }).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ProductAnalysisError)) throw new Error(`expected a ProductAnalysisError for ${path}, got ${String(error)}`);
  return error;
}

describe('analyzeProductUrl', () => {
  it('reads a Shopify store’s product JSON first: prices from cents, compare-at ignored, the media’s originals and its MP4', async () => {
    const progress: [ProductAnalysisStage, number][] = [];
    const analysis = await analyzeProductUrl(`${web.server.origin}/products/linen-overshirt`, {
      fetcher: web.fetcher,
      onProgress: (stage, percent) => progress.push([stage, percent]),
    });
    expect(analysis).toMatchObject({
      title: 'Linen Overshirt',
      description: 'Garment-dyed European linen.\n\nRelaxed fit, two chest pockets.',
      brand: 'Dune Supply',
      price: 79,
      currency: 'EUR',
      targetAudience: 'Style-conscious shoppers looking for their next favourite piece.',
      sources: { title: 'shopify', description: 'shopify', brand: 'shopify', price: 'shopify', currency: 'shopify', images: 'shopify', videos: 'shopify' },
    });
    // The 1024x1024 copy and the bare original are one picture; the pictures' real sizes are measured.
    expect(analysis.images).toEqual([
      { url: 'https://cdn.shopify.com/s/files/1/0555/products/overshirt-front.jpg?v=1', width: testImageWidthPixels, height: testImageHeightPixels },
      { url: 'https://cdn.shopify.com/s/files/1/0555/products/overshirt-back.jpg?v=1', width: testImageWidthPixels, height: testImageHeightPixels },
    ]);
    expect(analysis.videos).toEqual([{ url: 'https://cdn.shopify.com/videos/c/vp/abc/abc.HD-1080p.mp4', width: 1920, height: 1080, contentType: 'video/mp4' }]);
    expect(web.server.requests.map(({ url }) => url)).toContain('/products/linen-overshirt.js');

    expect(progress[0]).toEqual(['title', 0]);
    expect(progress.at(-1)).toEqual(['media', 100]);
    const stages = progress.map(([stage]) => stage);
    expect(stages.indexOf('description')).toBeGreaterThan(stages.lastIndexOf('title'));
    expect(stages.indexOf('media')).toBeGreaterThan(stages.lastIndexOf('description'));
    expect(progress.map(([, percent]) => percent)).toEqual([...progress.map(([, percent]) => percent)].sort((first, second) => first - second));
  });

  it('falls back to the page’s own tags when the Shopify JSON fails', async () => {
    const analysis = await analyzeProductUrl(`${web.server.origin}/products/broken-json`, { fetcher: web.fetcher });
    expect(analysis).toMatchObject({ title: 'Linen Overshirt', price: 89, currency: 'EUR', sources: { title: 'open-graph', price: 'open-graph' } });
  });

  it('decodes a page by the charset it declares', async () => {
    const analysis = await analyzeProductUrl(`${web.server.origin}/mug-latin1`, { fetcher: web.fetcher });
    expect(analysis).toMatchObject({ title: 'Café Crème mug, 35 cl', price: 12.5, currency: 'EUR' });
  });

  it.each(['/forbidden', '/too-many-requests', '/challenge', '/robot-check', '/challenge-served-as-ok'])('%s: the site blocked us', async (path) => {
    const error = await failureOf(path);
    expect(error.reason).toBe('blocked');
    expect(error.message).toBe(
      "The shop's website blocked direct access to this page. Please use our Chrome extension to fetch the page info, or add the product's photos and videos yourself.",
    );
  });

  it('says what else went wrong in words about the product link', async () => {
    const missing = await failureOf('/missing');
    expect([missing.reason, missing.message]).toEqual([
      'http_error',
      'The page could not be loaded: the server answered 404 Not Found. Please check that the link opens the product page in your browser.',
    ]);
    const news = await failureOf('/news');
    expect(news.reason).toBe('not_a_product');
    expect(news.message).toMatch(/^We could not find a product on this page\./u);
  });

  it('stops when the caller aborts, with the caller’s reason', async () => {
    const controller = new AbortController();
    const reason = new Error('the person closed the dialog');
    controller.abort(reason);
    await expect(analyzeProductUrl(`${web.server.origin}/products/linen-overshirt`, { fetcher: web.fetcher, signal: controller.signal })).rejects.toBe(reason);
  });
});
