import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createSafeFetcher, type FetchedDocument, type SafeFetcherOptions, type UrlFetcher } from '@talkreel/sources';
import { startTestServer, type TestServer, type TestServerHandler } from '@talkreel/sources/testing';
import { createTestPng } from './create-test-png.ts';
import { getProductCorpusPath } from './product-corpora.ts';

/** The size of every picture the test web serves, unless its path says `tiny`. */
export const testImageWidthPixels = 800;
export const testImageHeightPixels = 600;
const tinyImagePixels = 40;

/** Where the captured pages of `corpora/product-pages` are served. */
export const corpusPagePrefix = '/pages/';
/** Where requests for other hosts arrive: `/web/{host}{path}`. */
const webPrefix = '/web/';

export interface ProductTestWeb {
  server: TestServer;
  /** `http://127.0.0.1:port/pages/{path}`: a corpus page's address on the local server. */
  pageUrl(corpusPath: string): string;
  /**
   * The real safe fetcher, allowed to reach this server only, with every
   * other host's URL sent here instead (`/web/{host}{path}`) and the answer's
   * URL given back under its own host: pages captured from shops keep their
   * absolute picture links, and the pictures still come from this server.
   */
  fetcher: UrlFetcher;
  close(): Promise<void>;
}

/**
 * A local stand-in for the web: the product-page corpus under `/pages/`,
 * any extra `routes` (exact path and query), and for everything else a real
 * PNG of 800 × 600 pixels (40 × 40 when the path contains `tiny`), the way a
 * shop's image server answers. It records every request.
 */
export async function startProductTestWeb(
  routes: Readonly<Record<string, TestServerHandler>> = {},
  fetcherOptions: SafeFetcherOptions = {},
): Promise<ProductTestWeb> {
  const largeImage = createTestPng(testImageWidthPixels, testImageHeightPixels);
  const tinyImage = createTestPng(tinyImagePixels, tinyImagePixels);
  const server = await startTestServer(async (request, response) => {
    const requestPath = request.url ?? '/';
    const route = routes[requestPath];
    if (route) return route(request, response);
    const corpusFile = await findCorpusFile(requestPath);
    if (corpusFile) {
      response.writeHead(200, { 'content-type': contentTypeOf(corpusFile) }).end(await readFile(corpusFile));
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(/tiny/iu.test(requestPath) ? tinyImage : largeImage);
  });
  const safeFetcher = createSafeFetcher({ ...fetcherOptions, allowHosts: [server.hostAndPort, ...(fetcherOptions.allowHosts ?? [])] });
  const toLocal = (address: string): string => {
    const url = new URL(address);
    if (url.host === server.hostAndPort) return address;
    return `${server.origin}${webPrefix}${url.host}${url.pathname}${url.search}`;
  };
  const toWeb = (address: string): string => {
    const url = new URL(address);
    if (!url.pathname.startsWith(webPrefix)) return address;
    return `https://${url.pathname.slice(webPrefix.length)}${url.search}`;
  };
  return {
    server,
    pageUrl: (corpusPath) => `${server.origin}${corpusPagePrefix}${corpusPath}`,
    fetcher: {
      async fetch(url, request): Promise<FetchedDocument> {
        const document = await safeFetcher.fetch(URL.canParse(url) && /^https?:/u.test(url) ? toLocal(url) : url, request);
        return { ...document, url: toWeb(document.url) };
      },
    },
    close: () => server.close(),
  };
}

async function findCorpusFile(requestPath: string): Promise<string | undefined> {
  if (!requestPath.startsWith(corpusPagePrefix)) return undefined;
  const root = getProductCorpusPath('product-pages');
  const file = path.resolve(root, decodeURIComponent(requestPath.slice(corpusPagePrefix.length).split('?')[0] ?? ''));
  if (!file.startsWith(`${root}${path.sep}`)) return undefined;
  const found = await stat(file).catch(() => undefined);
  return found?.isFile() ? file : undefined;
}

/** HTML without a charset parameter: the pages' own declarations (or the guess) decide, as with many real servers. */
function contentTypeOf(file: string): string {
  if (file.endsWith('.html')) return 'text/html';
  if (file.endsWith('.json') || file.endsWith('.jsonld')) return 'application/json';
  return 'text/plain';
}
