import { createSafeFetcher } from '@talkreel/sources';
import { startTestServer, type TestServer } from '@talkreel/sources/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPng } from '../testing/create-test-png.ts';
import { measureProductImages } from './measure-product-images.ts';

let server: TestServer;
const large = createTestPng(1600, 1200);

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    switch (new URL(request.url ?? '/', server.origin).pathname) {
      case '/large.png':
        return response.writeHead(200, { 'content-type': 'image/png' }).end(large);
      case '/ranged.png': {
        // Honours the Range header, as CDNs do: only the head of the file comes back.
        const range = /bytes=0-(\d+)/u.exec(request.headers.range ?? '');
        const end = range ? Number(range[1]) + 1 : large.length;
        return response.writeHead(range ? 206 : 200, { 'content-type': 'image/png' }).end(large.subarray(0, end));
      }
      case '/thumb.png':
        return response.writeHead(200, { 'content-type': 'image/png' }).end(createTestPng(60, 60));
      case '/octet.png':
        return response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(createTestPng(300, 200));
      case '/unreadable.jpg':
        return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10]));
      case '/huge.png':
        return response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([large, Buffer.alloc(2 * 1024 * 1024)]));
      case '/stalled.png':
        // The head of a picture, then nothing more.
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.write(large.subarray(0, 8));
      case '/page.html':
        return response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      default:
        return response.writeHead(404).end();
    }
  });
});

afterAll(async () => {
  await server.close();
});

describe('measureProductImages', () => {
  it('measures each picture from its head, keeps the order, drops tiny and failing ones', async () => {
    const fetcher = createSafeFetcher({ allowHosts: [server.hostAndPort] });
    const url = (path: string) => `${server.origin}${path}`;
    const progress: string[] = [];
    const measured = await measureProductImages(
      [
        { url: url('/large.png') },
        { url: url('/thumb.png') },
        { url: url('/missing.png') },
        { url: url('/page.html') },
        { url: url('/octet.png') },
        { url: url('/unreadable.jpg'), width: 900, height: 600 },
        { url: url('/huge.png') },
        { url: url('/ranged.png') },
      ],
      { fetcher, maxBytes: 1024 * 1024, onMeasured: (done, total) => progress.push(`${done}/${total}`) },
    );
    expect(measured).toEqual([
      { url: url('/large.png'), width: 1600, height: 1200 },
      { url: url('/octet.png'), width: 300, height: 200 },
      // Fetched as a JPEG, but its size is not in the bytes read: the page's sizes stand.
      { url: url('/unreadable.jpg'), width: 900, height: 600 },
      // Over the cap because the server ignored Range: a large file, kept with unknown size.
      { url: url('/huge.png'), width: 0, height: 0 },
      { url: url('/ranged.png'), width: 1600, height: 1200 },
    ]);
    expect(progress.at(-1)).toBe('8/8');
    const ranged = server.requests.find((request) => request.url === '/ranged.png');
    expect(ranged?.headers.range).toBe('bytes=0-65535');
  });

  it('drops a picture whose server stalls, within its time', async () => {
    const fetcher = createSafeFetcher({ allowHosts: [server.hostAndPort] });
    const startedMs = performance.now();
    const measured = await measureProductImages([{ url: `${server.origin}/stalled.png` }, { url: `${server.origin}/large.png` }], {
      fetcher,
      imageTimeoutMs: 300,
    });
    expect(measured).toEqual([{ url: `${server.origin}/large.png`, width: 1600, height: 1200 }]);
    expect(performance.now() - startedMs).toBeLessThan(3000);
  });

  it('fetches only the first pictures', async () => {
    const fetcher = createSafeFetcher({ allowHosts: [server.hostAndPort] });
    const before = server.requests.length;
    const images = Array.from({ length: 20 }, (_, index) => ({ url: `${server.origin}/large.png?n=${index}` }));
    const measured = await measureProductImages(images, { fetcher, maxImages: 12 });
    expect(measured).toHaveLength(12);
    expect(server.requests.length - before).toBe(12);
  });
});
