import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, deflateSync, gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './fetch-test-server.ts';

/** The text every compressed route of the test site sends, decompressed. */
export const testSiteText = 'Bread rises because yeast turns sugar into gas. '.repeat(20);

export interface TestSite extends TestServer {
  /** Bytes the streaming routes (`/stream`, `/drip`) wrote before the fetcher hung up or they finished. */
  readonly streamedBytes: number;
}

/**
 * A local site with the answers the safe fetcher must cope with:
 * `/redirect?to=URL[&status=307]`, `/hops/N` (N redirects, then a page),
 * `/html`, `/pdf`, `/status/CODE`, `/echo` (the request as JSON),
 * `/declared-large` (a Content-Length over any cap), `/stream?bytes=N`
 * (chunked, no length), `/gzip`, `/br`, `/deflate`, `/zstd`, `/gzip-bomb` and
 * `/brotli-bomb` (64 MiB of zeros in 64 kB and 100 B), `/hang` (never
 * answers), `/drip` (one byte every 100 ms).
 */
export async function startTestSite(): Promise<TestSite> {
  let streamedBytes = 0;
  let gzipBomb: Buffer | undefined;
  let brotliBomb: Buffer | undefined;
  const bombBytes = 64 * 1024 * 1024;

  const server = await startTestServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://site.test');
    const route = url.pathname;
    if (route === '/redirect') {
      response.writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('to') ?? '/' }).end();
    } else if (route.startsWith('/hops/')) {
      const remaining = Number(route.slice('/hops/'.length));
      if (remaining > 0) response.writeHead(302, { location: `/hops/${remaining - 1}` }).end();
      else sendText(response, 'text/html; charset=utf-8', '<p>arrived</p>');
    } else if (route === '/html') {
      sendText(response, 'text/html; charset="Shift_JIS"', '<p>hello</p>');
    } else if (route === '/pdf') {
      sendText(response, 'application/pdf', '%PDF-1.7');
    } else if (route.startsWith('/status/')) {
      response.writeHead(Number(route.slice('/status/'.length)), { 'content-type': 'text/html' }).end('error page');
    } else if (route === '/echo') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      sendText(response, 'application/json', JSON.stringify({ method: request.method, headers: request.headers, body: Buffer.concat(chunks).toString() }));
    } else if (route === '/declared-large') {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(20 * 1024 * 1024) });
      response.write('x'.repeat(1024));
    } else if (route === '/stream') {
      await streamZeros(response, Number(url.searchParams.get('bytes')));
    } else if (route === '/gzip' || route === '/br' || route === '/deflate' || route === '/zstd') {
      const compress = { '/gzip': gzipSync, '/br': brotliCompressSync, '/deflate': deflateSync, '/zstd': (bytes: Buffer) => bytes }[route];
      response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': route.slice(1) }).end(compress(Buffer.from(testSiteText)));
    } else if (route === '/gzip-bomb') {
      gzipBomb ??= gzipSync(Buffer.alloc(bombBytes), { level: 9 });
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': gzipBomb.byteLength }).end(gzipBomb);
    } else if (route === '/brotli-bomb') {
      brotliBomb ??= brotliCompressSync(Buffer.alloc(bombBytes), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' }).end(brotliBomb);
    } else if (route === '/hang') {
      // Never answers; the fetcher's deadline ends it.
    } else if (route === '/drip') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => {
        streamedBytes++;
        response.write('x');
      }, 100);
      response.on('close', () => clearInterval(timer));
    } else {
      sendText(response, 'text/plain', 'ok');
    }
  });

  async function streamZeros(response: ServerResponse, totalBytes: number): Promise<void> {
    response.writeHead(200, { 'content-type': 'application/octet-stream' });
    const chunk = Buffer.alloc(64 * 1024);
    while (streamedBytes < totalBytes && !response.destroyed) {
      streamedBytes += chunk.byteLength;
      if (!response.write(chunk)) await Promise.race([once(response, 'drain'), once(response, 'close')]);
    }
    response.end();
  }

  return Object.defineProperty(server, 'streamedBytes', { get: () => streamedBytes, enumerable: true }) as TestSite;
}

function sendText(response: ServerResponse, contentType: string, text: string): void {
  response.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) }).end(text);
}
