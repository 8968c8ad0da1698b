import type { FastifyInstance } from 'fastify';
import { blogLanguages, featurePath, featureSlugs } from '@talkreel/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogTestOrigin, buildBlogTestApp } from './build-blog-test-app.ts';

/**
 * The app's own pages the blog links to (`/?auth=sign-in` opens its login dialog); the web app answers them (it is not built in this test).
 * And the feature pages the header's menus and each article's related features link to: their own routes answer them (feature-pages.test.ts).
 */
const appPaths = new Set([
  '/',
  '/talking-photo',
  '/video-podcast',
  '/text-to-video',
  '/voice',
  '/favicon.svg',
  '/?auth=sign-in',
  ...featureSlugs.flatMap((slug) => blogLanguages.map((language) => featurePath(language, slug))),
]);
const isBlogPath = (path: string) => /^\/(?:zh-cn\/)?blog\//u.test(path);

function linksIn(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/gu)].map((match) => (match[1] ?? '').replaceAll('&#38;', '&'));
}

function jsonLdIn(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gu)].map((match) => JSON.parse(match[1] ?? '') as { '@type': string });
}

describe('the blog pages', () => {
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    app = await buildBlogTestApp();
  });
  afterAll(() => app.close());

  it('renders an article: title, body, author and categories, dates, cover, prev/next, related, canonical, hreflang, JSON-LD', async () => {
    const response = await get('/blog/make-a-talking-photo/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<h1>Make a talking photo</h1>');
    expect(html).toContain('This fixture article explains how to make a talking photo with Talkreel');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('<a href="/blog/author/fixture-team/" rel="author">Fixture Team</a>');
    expect(html).toContain('<a class="chip violet" href="/blog/categories/guides/">Guides</a>');
    expect(html).toContain('<a class="chip coral" href="/blog/categories/podcasts/">Video Podcasts</a>');
    expect(html).toContain('<time datetime="2026-04-01">Updated Apr 1, 2026</time>');
    expect(html).toContain('1 min read');
    expect(html).toContain('Source: Talkreel documentation');
    expect(html).toContain('<img src="/blog/covers/talking-photo-page.png" width="1440" height="960"');
    // Listing order: pick-a-voice, write-a-podcast-script, make-a-talking-photo, (hidden-draft left out), upload-a-face.
    expect(html).toContain('<a class="previous" href="/blog/write-a-podcast-script/" rel="prev"><span>Previous article</span>Write a podcast script</a>');
    expect(html).toContain('<a class="next" href="/blog/upload-a-face/" rel="next"><span>Next article</span>Upload a face reference</a>');
    const relatedStart = html.indexOf('<section class="related">');
    const related = html.slice(relatedStart, html.indexOf('</section>', relatedStart));
    expect(linksIn(related).filter((link) => link.endsWith('/') && !link.includes('categories'))).toEqual([
      '/blog/write-a-podcast-script/',
      '/blog/write-a-podcast-script/',
      '/blog/pick-a-voice/',
      '/blog/pick-a-voice/',
    ]);
    expect(html).toContain(`<link rel="canonical" href="${blogTestOrigin}/blog/make-a-talking-photo/">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${blogTestOrigin}/blog/make-a-talking-photo/">`);
    expect(html).toContain(`<link rel="alternate" hreflang="zh-CN" href="${blogTestOrigin}/zh-cn/blog/make-a-talking-photo/">`);
    expect(html).toContain(`<meta property="og:image" content="${blogTestOrigin}/blog/covers/talking-photo-page.png">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<a class="lang" href="/zh-cn/blog/make-a-talking-photo/" hreflang="zh-CN" lang="zh-CN">简体中文</a>');
    for (const appLink of ['/talking-photo', '/video-podcast', '/text-to-video', '/voice']) expect(html).toContain(`href="${appLink}"`);
    const [article, breadcrumb] = jsonLdIn(html);
    expect(article).toMatchObject({ '@type': 'Article', headline: 'Make a talking photo', dateModified: '2026-04-01', author: { name: 'Fixture Team' } });
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Blog', item: `${blogTestOrigin}/blog/` },
        { position: 2, name: 'Guides', item: `${blogTestOrigin}/blog/categories/guides/` },
        { position: 3, name: 'Make a talking photo', item: `${blogTestOrigin}/blog/make-a-talking-photo/` },
      ],
    });
    // Prerendered: no app bundle; the scripts that run are the font loader (Inter from the second page on) and the header menus' at the end.
    expect(html.match(/<script(?! type="application\/ld\+json")/gu)).toEqual(['<script', '<script']);
    expect(html).toMatch(/<script>\(function\(d\)\{var open=.{0,600}\}\)\(document\);<\/script><\/body><\/html>$/u);
    expect(html).toMatch(/<head>.*<script data-fonts>\(function\(d,k\)\{.{0,1000}\}\)\(document,'talkreel-inter'\);<\/script>/u);
  });

  it('renders the Chinese article, with the language switch back to English', async () => {
    const html = (await get('/zh-cn/blog/make-a-talking-photo/')).body;
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<h1>制作会说话的照片</h1>');
    expect(html).toContain('<a class="chip violet" href="/zh-cn/blog/categories/guides/">指南</a>');
    expect(html).toContain('<a class="lang" href="/blog/make-a-talking-photo/" hreflang="en" lang="en">English</a>');
    expect(html).toContain('阅读约 1 分钟');
  });

  it('lists 12 articles a page: page 2 holds the other two, page 3 and bad pages are 404', async () => {
    const first = (await get('/blog/')).body;
    expect(first.match(/<article class="card">/gu)).toHaveLength(12);
    expect(first).toContain('<a href="/blog/?page=2" rel="next">Older →</a>');
    expect(first).not.toContain('hidden-draft');
    const second = await get('/blog/?page=2');
    expect(second.statusCode).toBe(200);
    expect([...second.body.matchAll(/<h2><a href="([^"]+)">/gu)].map((match) => match[1])).toEqual([
      '/blog/turn-text-into-video/',
      '/blog/run-on-your-server/',
    ]);
    expect(second.body).toContain(`<link rel="canonical" href="${blogTestOrigin}/blog/?page=2">`);
    for (const url of ['/blog/?page=3', '/blog/?page=0', '/blog/?page=abc', '/blog/?page=1&page=2', '/blog/no-such-article/', '/blog/categories/nope/']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('lists a category’s and an author’s articles', async () => {
    const podcasts = (await get('/blog/categories/podcasts/')).body;
    expect([...podcasts.matchAll(/<h2><a href="([^"]+)">/gu)].map((match) => match[1])).toEqual([
      '/blog/write-a-podcast-script/',
      '/blog/make-a-talking-photo/',
      '/blog/podcast-video-frames/',
      '/blog/sign-in-options/',
      '/blog/podcast-from-a-link/',
    ]);
    expect(podcasts).toContain('<h1>Video Podcasts</h1>');
    const ada = (await get('/zh-cn/blog/author/ada-writer/')).body;
    expect(ada).toContain('<h1>Ada Writer 的文章</h1>');
    expect([...ada.matchAll(/<h2><a href="([^"]+)">/gu)].map((match) => match[1])).toEqual([
      '/zh-cn/blog/pick-a-voice/',
      '/zh-cn/blog/upload-a-face/',
      '/zh-cn/blog/video-page-tour/',
      '/zh-cn/blog/browse-the-avatar-gallery/',
      '/zh-cn/blog/podcast-from-a-link/',
      '/zh-cn/blog/turn-text-into-video/',
    ]);
    expect((await get('/blog/author/nobody/')).statusCode).toBe(404);
  });

  it('redirects addresses without the trailing slash; an unlisted article still has its page', async () => {
    expect((await get('/blog')).headers.location).toBe('/blog/');
    expect((await get('/zh-cn/blog')).headers.location).toBe('/zh-cn/blog/');
    const article = await get('/blog/pick-a-voice');
    expect([article.statusCode, article.headers.location]).toEqual([301, '/blog/pick-a-voice/']);
    expect((await get('/blog/hidden-draft/')).statusCode).toBe(200);
  });

  it('crawls from both listings: every internal link answers 200, and the sitemap lists exactly the pages found', async () => {
    const queue = ['/blog/', '/zh-cn/blog/'];
    const seen = new Set(queue);
    const appLinks = new Set<string>();
    while (queue.length > 0) {
      const url = queue.shift()!;
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      if (!response.headers['content-type']?.toString().startsWith('text/html')) continue;
      for (const link of linksIn(response.body)) {
        if (!link.startsWith('/')) continue;
        if (!isBlogPath(link)) {
          appLinks.add(link);
          continue;
        }
        if (!seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
    }
    expect([...appLinks].filter((link) => !appPaths.has(link))).toEqual([]);
    const pages = [...seen].filter((url) => /\/(?:\?page=\d+)?$/u.test(url));
    // 2 listing pages + 14 articles + 3 categories + 2 authors, in each language.
    expect(pages).toHaveLength(2 * (2 + 14 + 3 + 2));
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/gu)].map((match) => (match[1] ?? '').replaceAll('&#38;', '&'));
    expect(locations.sort()).toEqual(pages.map((page) => `${blogTestOrigin}${page}`).sort());
    expect(sitemap.body).toContain(
      `<url><loc>${blogTestOrigin}/blog/pick-a-voice/</loc><lastmod>2026-04-03</lastmod><xhtml:link rel="alternate" hreflang="en" href="${blogTestOrigin}/blog/pick-a-voice/"/><xhtml:link rel="alternate" hreflang="zh-CN" href="${blogTestOrigin}/zh-cn/blog/pick-a-voice/"/></url>`,
    );
  });

  it('serves robots.txt and an RSS feed per language', async () => {
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${blogTestOrigin}/sitemap.xml`);
    const feed = await get('/zh-cn/blog/feed.xml');
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.body.match(/<item>/gu)).toHaveLength(14);
    expect(feed.body).toContain('<title>Talkreel 博客</title>');
    expect(feed.body).toContain(`<item><title>上传面部参考</title><link>${blogTestOrigin}/zh-cn/blog/upload-a-face/</link>`);
    expect(feed.body).toContain('<pubDate>Sat, 14 Mar 2026 00:00:00 GMT</pubDate>');
    expect((await get('/blog/covers/..%2Fpackage.json')).statusCode).toBe(404);
    expect((await get('/blog/covers/home-avatar-tool.png')).statusCode).toBe(404);
  });

  it('serves the self-hosted fonts the pages link to, and no other file', async () => {
    const css = await get('/blog/fonts.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const fontUrls = [...css.body.matchAll(/url\((\/blog\/fonts\/[^)]+)\)/gu)].map((match) => match[1] ?? '');
    expect(css.body).toContain("font-family: 'Inter'");
    expect(css.body).toContain("font-family: 'Noto Sans SC'");
    expect(fontUrls.some((url) => url.startsWith('/blog/fonts/noto-sans-sc-'))).toBe(true);
    for (const url of [fontUrls[0]!, fontUrls.at(-1)!]) {
      const font = await get(url);
      expect(font.statusCode, url).toBe(200);
      expect(font.headers['content-type']).toMatch(/^font\/woff2?$/u);
    }
    expect((await get('/blog/fonts/..%2F..%2Fpackage.json')).statusCode).toBe(404);
    expect((await get('/blog/fonts/inter-latin-400-normal.ttf')).statusCode).toBe(404);
  });
});
