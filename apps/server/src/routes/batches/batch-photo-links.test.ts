import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchRow } from '@talkreel/contract';
import { readStoredBytes } from '@talkreel/platform';
import { readFetchCorpusJson, startTestServer, type TestServer } from '@talkreel/sources/testing';
import { fixtureTemplatesDirectory } from '@talkreel/templates/testing';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

interface FilteringAgentFile {
  cases: { url: string; expected: 'block' | 'allow'; needs_dns_or_network: boolean }[];
}

interface SheetAnswer {
  code: number;
  msg: string;
  data: { rows: BatchRow[]; errors: { row: number; column: string; message: string }[]; files: Record<string, { url: string; name: string }> };
}

const template = 'product-spotlight-9x16';
const photo = pngWithoutMetadata(320, 240);

describe('batch sheets: picture links are fetched safely and stored as the person’s uploads', () => {
  let product: TestProduct;
  let shop: TestServer;
  /** A loopback listener the sheet's private links point at: it must never see a request. */
  let internal: TestServer;
  let internalHits = 0;
  const shopHits = new Map<string, number>();
  let token: string;

  const readSheet = async (cells: string[]): Promise<SheetAnswer> => {
    const csv = ['Product name,Product photo', ...cells.map((cell, index) => `Lamp ${index + 2},${cell}`)].join('\n');
    const form = new FormData();
    form.append('template_id', template);
    form.append('file', new Blob([csv]), 'photos.csv');
    const response = await product.app.inject({ method: 'POST', url: '/api/batch/sheet', headers: { authorization: `Bearer ${token}` }, payload: form });
    return response.json() as SheetAnswer;
  };
  const filesOfUser = async () =>
    product.runtime.database.db.selectFrom('files').select(['original_name', 'kind', 'purpose']).where('purpose', '=', 'product_media').execute();

  beforeAll(async () => {
    internal = await startTestServer((_request, response) => {
      internalHits += 1;
      response.end('internal secret');
    });
    shop = await startTestServer((request, response) => {
      const url = request.url ?? '/';
      shopHits.set(url, (shopHits.get(url) ?? 0) + 1);
      if (url === '/lamp.png') response.writeHead(200, { 'content-type': 'image/png' }).end(photo);
      else if (url === '/lamp-octet') response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(photo);
      else if (url === '/product-page') response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Not a picture</h1>');
      else if (url === '/fake.png') response.writeHead(200, { 'content-type': 'image/png' }).end('<h1>Not a picture either</h1>');
      else if (url === '/huge.png') response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(11 * 1024 * 1024));
      else if (url === '/to-internal') response.writeHead(302, { location: `http://127.0.0.1:${internal.port}/secret.png` }).end();
      else response.writeHead(404).end();
    });
    product = await startTestProduct({ TEST_HOOKS: 'true', FETCH_ALLOW_HOSTS: `127.0.0.1:${shop.port}` }, { templatesDirectory: fixtureTemplatesDirectory });
    token = (await createAuthClient(product.app).register('links@example.com', 'right-password-1')).data.token;
  }, 60_000);

  afterAll(async () => {
    await product?.cleanup();
    await Promise.all([shop?.close(), internal?.close()]);
  });

  it('stores a linked picture once, names every bad link by row and column, and fetches nothing private', async () => {
    const base = `http://127.0.0.1:${shop.port}`;
    const answer = await readSheet([
      `${base}/lamp.png`,
      `${base}/product-page`,
      `${base}/missing.png`,
      `${base}/fake.png`,
      `${base}/huge.png`,
      `${base}/to-internal`,
      `http://127.0.0.1:${internal.port}/secret.png`,
      `${base}/lamp.png`,
      `${base}/lamp-octet`,
    ]);
    expect(answer.code).toBe(0);
    expect(answer.data.errors).toEqual([
      { row: 3, column: 'photo', message: 'Row 3, Product photo: not an image (PNG, JPEG or WebP)' },
      {
        row: 4,
        column: 'photo',
        message: 'Row 4, Product photo: the link could not be fetched: The page could not be loaded: the server answered 404 Not Found.',
      },
      { row: 5, column: 'photo', message: 'Row 5, Product photo: not an image (PNG, JPEG or WebP)' },
      { row: 6, column: 'photo', message: 'Row 6, Product photo: the picture behind the link is larger than 10 MB' },
      { row: 7, column: 'photo', message: expect.stringMatching(/^Row 7, Product photo: the link could not be fetched: .*private/u) as string },
      { row: 8, column: 'photo', message: expect.stringMatching(/^Row 8, Product photo: the link could not be fetched: .*private/u) as string },
    ]);
    const stored = answer.data.rows.find((row) => row.row === 2)!.values.photo!;
    expect(stored).toMatch(/^uploads\//u);
    expect(answer.data.files[stored]).toEqual({ url: expect.stringContaining('/files/') as string, name: `${base}/lamp.png` });
    // The same link in two rows is fetched once and fills both.
    expect(answer.data.rows.find((row) => row.row === 9)!.values.photo).toBe(stored);
    expect(shopHits.get('/lamp.png')).toBe(1);
    expect(answer.data.rows.find((row) => row.row === 10)!.values.photo).toMatch(/^uploads\//u);
    expect(internalHits).toBe(0);
    // Only the two real pictures were stored, each named by its link; the refused bytes left nothing.
    expect((await filesOfUser()).map((file) => [file.original_name, file.kind]).sort()).toEqual([
      [`${base}/lamp-octet`, 'png'],
      [`${base}/lamp.png`, 'png'],
    ]);
    const bytes = Buffer.from(await readStoredBytes(product.runtime.storage, stored));
    expect(bytes.subarray(0, 8)).toEqual(photo.subarray(0, 8));

    // A second reading of a sheet with the same link uses the stored file: no second fetch, no second file.
    const again = await readSheet([`${base}/lamp.png`]);
    expect(again.data.errors).toEqual([]);
    expect(again.data.rows[0]!.values.photo).toBe(stored);
    expect(shopHits.get('/lamp.png')).toBe(1);
    expect(await filesOfUser()).toHaveLength(2);
  });

  it('refuses every private address of the SSRF corpus in a sheet without reaching it', async () => {
    const corpus = await readFetchCorpusJson<FilteringAgentFile>('ssrf', 'ssrf_urls_request-filtering-agent.json');
    const links = corpus.cases
      .filter((entry) => entry.expected === 'block' && !entry.needs_dns_or_network)
      .map((entry) => entry.url.replace(':12456', `:${internal.port}`))
      .filter((link) => !link.includes(','))
      .slice(0, 60);
    expect(links.length).toBeGreaterThan(5);
    const answer = await readSheet(links.map((link) => (link.endsWith('.png') ? link : `${link}${link.endsWith('/') ? '' : '/'}p.png`)));
    expect(answer.code).toBe(0);
    expect(answer.data.errors).toHaveLength(links.length);
    for (const error of answer.data.errors) expect(error.message).toMatch(/^Row \d+, Product photo: /u);
    expect(internalHits).toBe(0);
  });
});
