import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeProductRoute, createManualProductRoute, getProductRoute, productStatus, saveProductRoute, type ProductRecord } from '@talkreel/contract';
import { startTestServer, type TestServer } from '@talkreel/sources/testing';
import { callRoute } from '../../test-support/call-route.ts';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { until } from '../../test-support/until.ts';

/** A shop's product page: JSON-LD Product with an offer, Open Graph, two pictures and a logo. */
function shopPage(origin: string): string {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Aurora Desk Lamp',
    description: 'A dimmable desk lamp with a warm glow. Three brightness levels and a USB-C port keep your desk tidy.',
    brand: { '@type': 'Brand', name: 'Northwind' },
    image: [`${origin}/images/lamp-front.png`, `${origin}/images/lamp-side.png`],
    offers: { '@type': 'Offer', price: '49.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
  };
  return `<!doctype html><html><head><title>Aurora Desk Lamp – Northwind</title>
<meta property="og:title" content="Aurora Desk Lamp">
<meta property="og:image" content="${origin}/images/lamp-front.png">
<script type="application/ld+json">${JSON.stringify(product)}</script></head>
<body><img src="/images/logo.png" alt="logo" width="40" height="40"><h1>Aurora Desk Lamp</h1><p>$49.99</p></body></html>`;
}

describe('product links: analysed as a job into a record the product page reads and saves', () => {
  let product: TestProduct;
  let shop: TestServer;
  /** A listener no link may reach. */
  let internal: TestServer;
  let internalHits = 0;
  let token: string;

  const waitForAnalysis = async (projectId: string): Promise<ProductRecord> =>
    until(
      async () => (await callRoute(product, getProductRoute, { token, query: { id: projectId } })).data,
      (record) => record.status !== productStatus.analyzing,
      { timeoutMs: 30_000 },
    );

  beforeAll(async () => {
    internal = await startTestServer((_request, response) => {
      internalHits += 1;
      response.end('internal');
    });
    shop = await startTestServer((request, response) => {
      const origin = `http://127.0.0.1:${shop.port}`;
      if (request.url === '/products/aurora-lamp') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(shopPage(origin));
      else if (request.url?.startsWith('/images/lamp-')) response.writeHead(200, { 'content-type': 'image/png' }).end(pngWithoutMetadata(800, 600));
      else if (request.url === '/images/logo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(pngWithoutMetadata(40, 40));
      else if (request.url === '/blocked') response.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Access denied</h1>');
      else if (request.url === '/to-internal') response.writeHead(302, { location: `http://127.0.0.1:${internal.port}/admin` }).end();
      else response.writeHead(404).end();
    });
    product = await startTestProduct({ TEST_HOOKS: 'true', FETCH_ALLOW_HOSTS: `127.0.0.1:${shop.port}` });
    token = await product.createGuestToken();
  }, 60_000);

  afterAll(async () => {
    await product?.cleanup();
    await Promise.all([shop?.close(), internal?.close()]);
  });

  it('answers the spec’s messages for links that are not product pages, before any work', async () => {
    const cases: [string, string][] = [
      ['', '请添加网址'],
      ['no-dot', '请输入正确的网址'],
      ['https://shop.example/photo.jpg', '请输入正确的网址'],
      ['http://localhost:3000/p.html', '请输入正确的网址'],
    ];
    for (const [url, message] of cases) {
      const answer = await callRoute(product, analyzeProductRoute, { token, body: { url } });
      expect([url, answer.code, answer.msg]).toEqual([url, 40000, message]);
    }
    expect(await product.runtime.database.db.selectFrom('products').select('id').execute()).toEqual([]);
  });

  it('reads a shop page: title, description, brand, price and currency, its pictures measured and chosen, the logo left out', async () => {
    const started = await callRoute(product, analyzeProductRoute, { token, body: { url: `http://127.0.0.1:${shop.port}/products/aurora-lamp` } });
    expect(started.code).toBe(0);
    const record = await waitForAnalysis(started.data.prj_id);
    expect(record).toMatchObject({
      prj_id: started.data.prj_id,
      sub_type: 1,
      status: productStatus.ready,
      progress: 100,
      error: null,
      title: 'Aurora Desk Lamp',
      brand: 'Northwind',
      price: 49.99,
      currency: 'USD',
    });
    expect(record.intro_text).toContain('dimmable desk lamp');
    expect(record.target_audience.length).toBeGreaterThan(10);
    expect(record.intro_medias.map((item) => [item.url.replace(/^http:\/\/127\.0\.0\.1:\d+/u, ''), item.type, item.w, item.h])).toEqual([
      ['/images/lamp-front.png', 1, 800, 600],
      ['/images/lamp-side.png', 1, 800, 600],
    ]);
    expect(record.select_media).toEqual(record.intro_medias.map((item) => item.url));
    expect(record.sources.price).toBe('json-ld');

    // The page saves the form: an edited title, one picture deselected, its own upload added.
    const upload = (await product.uploadFile(token, { name: 'box.png', bytes: pngWithoutMetadata(300, 300), purpose: 'product_media' })).json() as {
      data: { key: string; full_path: string };
    };
    const media = [
      ...record.intro_medias,
      { url: upload.data.full_path, key: upload.data.key, name: 'box.png', type: 1 as const, clip_id: 0, clip_info: [], w: 300, h: 300 },
    ];
    const saved = await callRoute(product, saveProductRoute, {
      token,
      body: {
        prj_id: record.prj_id,
        id: record.id,
        title: 'Aurora Lamp',
        intro_text: record.intro_text,
        target_audience: 'Home office workers',
        intro_medias: media,
        select_media: [media[2]!.url, media[0]!.url],
      },
    });
    expect(saved.code).toBe(0);
    const reread = (await callRoute(product, getProductRoute, { token, query: { id: record.id } })).data;
    expect(reread.title).toBe('Aurora Lamp');
    expect(reread.intro_medias).toHaveLength(3);
    expect(reread.intro_medias[2]!.key).toBe(upload.data.key);
    expect(reread.select_media).toEqual([reread.intro_medias[2]!.url, reread.intro_medias[0]!.url]);

    // Someone else's file, or a link the analysis did not find, is refused by position.
    const foreign = await callRoute(product, saveProductRoute, {
      token,
      body: {
        prj_id: record.prj_id,
        id: record.id,
        title: 'x',
        intro_text: '',
        target_audience: '',
        intro_medias: [{ ...media[0]!, url: 'https://evil.example/x.png' }],
      },
    });
    expect([foreign.code, foreign.msg]).toEqual([40000, "intro_medias[0]: not a file of yours or of this product's page"]);

    // Another person cannot read it.
    const other = await product.createGuestToken();
    expect((await callRoute(product, getProductRoute, { token: other, query: { id: record.id } })).code).toBe(40400);
  });

  it('records a blocked site, a private address and a redirect to one as failures a person can act on, reaching nothing private', async () => {
    const links = [`http://127.0.0.1:${shop.port}/blocked`, `http://127.0.0.1:${internal.port}/admin`, `http://127.0.0.1:${shop.port}/to-internal`];
    const reasons: string[] = [];
    for (const url of links) {
      const started = await callRoute(product, analyzeProductRoute, { token, body: { url } });
      expect(started.code).toBe(0);
      const record = await waitForAnalysis(started.data.prj_id);
      expect(record.status).toBe(productStatus.failed);
      expect(record.error!.msg.length).toBeGreaterThan(20);
      reasons.push(record.error!.reason);
    }
    expect(reasons).toEqual(['blocked', 'blocked_address', 'blocked_address']);
    expect(internalHits).toBe(0);
  });

  it('starts a product by hand: ready at once, empty, its media added by upload', async () => {
    const manual = await callRoute(product, createManualProductRoute, { token, body: {} });
    expect(manual.code).toBe(0);
    const record = (await callRoute(product, getProductRoute, { token, query: { id: manual.data.product.id } })).data;
    expect(record).toMatchObject({
      id: manual.data.product.id,
      prj_id: manual.data.prj_id,
      sub_type: 2,
      status: productStatus.ready,
      intro_medias: [],
      url: '',
    });
  });
});
