import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, sendCompressed } from './send-compressed.ts';

describe('chooseEncoding', () => {
  it('prefers Brotli, falls back to gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe('sendCompressed', () => {
  const page = `<!DOCTYPE html><html><body>${'<p>Talkreel makes talking videos.</p>'.repeat(200)}</body></html>`;
  const buildApp = async (body: string) => {
    const app = Fastify();
    app.get('/page', async (request, reply) => sendCompressed(request, reply.type('text/html; charset=utf-8'), body));
    await app.ready();
    return app;
  };

  it('answers the same page in Brotli, gzip or plain, as asked, and says it varies', async () => {
    const app = await buildApp(page);
    const brotli = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.rawPayload.length).toBeLessThan(page.length / 20);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(page);

    const gzip = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(page);

    const plain = await app.inject({ url: '/page', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.body).toBe(page);
    await app.close();
  });

  it('leaves a body under 1 KB as it is', async () => {
    const app = await buildApp('<p>short</p>');
    const response = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('<p>short</p>');
    await app.close();
  });
});
