import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFeatureTestApp } from './build-feature-test-app.ts';
import { createSiteOrigin } from './site-origin.ts';

const port = 3000;
const fallbackOrigin = `http://localhost:${port}`;

/** Every absolute address a page, feed, sitemap or robots.txt names, by where it is. */
async function readAddresses(app: FastifyInstance, headers: Record<string, string>) {
  const get = (url: string) => app.inject({ method: 'GET', url, headers });
  const page = await get('/features/talking-photo/');
  const article = (await get('/blog/choosing-a-voice/')).body;
  return {
    canonical: /<link rel="canonical" href="([^"]*)">/u.exec(page.body)?.[1],
    hreflang: /<link rel="alternate" hreflang="zh-CN" href="([^"]*)">/u.exec(page.body)?.[1],
    ogImage: /<meta property="og:image" content="([^"]*)">/u.exec(article)?.[1],
    sitemapFirst: /<loc>([^<]*)<\/loc>/u.exec((await get('/sitemap.xml')).body)?.[1],
    rssChannel: /<channel><title>[^<]*<\/title><link>([^<]*)<\/link>/u.exec((await get('/blog/feed.xml')).body)?.[1],
    robotsSitemap: /^Sitemap: (.*)$/mu.exec((await get('/robots.txt')).body)?.[1],
    vary: page.headers.vary,
  };
}

/** What readAddresses finds when every address is on `origin`. */
const addressesOn = (origin: string) => ({
  canonical: `${origin}/features/talking-photo/`,
  hreflang: `${origin}/zh-cn/features/talking-photo/`,
  ogImage: `${origin}/blog/covers/voice-dialog.png`,
  sitemapFirst: `${origin}/features/talking-photo/`,
  rssChannel: `${origin}/blog/`,
  robotsSitemap: `${origin}/sitemap.xml`,
});

describe('the public site’s origin', () => {
  const apps: FastifyInstance[] = [];
  const start = async (publicUrl: string | undefined, trustProxy = false) => {
    const warn = vi.fn();
    const app = await buildFeatureTestApp({ origin: createSiteOrigin({ PUBLIC_URL: publicUrl, PORT: port }, { warn }), trustProxy });
    apps.push(app);
    return { app, warn };
  };
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('is PUBLIC_URL’s whatever host a request names, with nothing in the log', async () => {
    const { app, warn } = await start('https://talkreel.example/ignored/path');
    const addresses = await readAddresses(app, { host: 'example.org:8080', 'x-forwarded-host': 'evil.example' });
    expect(addresses).toMatchObject(addressesOn('https://talkreel.example'));
    expect(addresses.vary).toBe('Accept-Encoding');
    expect(warn).not.toHaveBeenCalled();
  });

  it('without PUBLIC_URL is the request’s host, and the start logs a warning that says so', async () => {
    const { app, warn } = await start(undefined);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toMatch(/^PUBLIC_URL is not set: .*canonical, hreflang, sitemap, RSS and Open Graph addresses use each request’s host/u);
    const addresses = await readAddresses(app, { host: 'example.org:8080' });
    expect(addresses).toMatchObject(addressesOn('http://example.org:8080'));
    // Caches keep the forwarded headers apart (the Host header is in every cache key already).
    expect(addresses.vary).toBe('X-Forwarded-Host, X-Forwarded-Proto, Accept-Encoding');
  });

  it('falls back to localhost:PORT for a Host header that is not a plain host[:port]', async () => {
    const { app } = await start(undefined);
    for (const host of [
      'evil.example"><script>alert(1)</script>',
      'evil.example/path',
      'a b.example',
      'user@evil.example',
      'example.org:99999',
      "evil'.example",
    ]) {
      expect((await readAddresses(app, { host })).canonical, host).toBe(`${fallbackOrigin}/features/talking-photo/`);
    }
  });

  it('reads X-Forwarded-Host and X-Forwarded-Proto only when the server trusts its proxy', async () => {
    const forwarded = { host: 'internal:3000', 'x-forwarded-host': 'talkreel.example.org', 'x-forwarded-proto': 'https' };
    const untrusting = await start(undefined);
    expect((await readAddresses(untrusting.app, forwarded)).canonical).toBe('http://internal:3000/features/talking-photo/');
    const trusting = await start(undefined, true);
    expect(await readAddresses(trusting.app, forwarded)).toMatchObject(addressesOn('https://talkreel.example.org'));
    // A forwarded host is held to the same rule as a Host header.
    const hostile = await readAddresses(trusting.app, { ...forwarded, 'x-forwarded-host': 'evil.example/"x' });
    expect(hostile.canonical).toBe(`${fallbackOrigin}/features/talking-photo/`);
    const oddProtocol = await readAddresses(trusting.app, { ...forwarded, 'x-forwarded-proto': 'javascript' });
    expect(oddProtocol.canonical).toBe(`${fallbackOrigin}/features/talking-photo/`);
  });
});
