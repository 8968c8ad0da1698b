import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  blogFontsPath,
  blogLanguages,
  blogPaths,
  defaultBlogContentSource,
  escapeHtml,
  findAuthor,
  findBlogFontFile,
  loadBlogContent,
  readBlogFontsCss,
  renderArticlePage,
  renderFeed,
  renderListingPage,
  renderRobots,
  renderSitemap,
  type BlogContentSource,
  type BlogLanguage,
  type BlogListing,
  type SitemapPage,
} from '@talkreel/site';
import { findPreloadImageLink } from './find-preload-image.ts';
import { provisionalCacheControl, readImageVariant, readVariantWidth } from './image-variants.ts';
import { sendCompressed } from './send-compressed.ts';
import { resolveSiteOrigin, type SiteOrigin } from './site-origin.ts';

export interface BlogPagesOptions {
  /** Canonical, feed and sitemap addresses are absolute: PUBLIC_URL's origin, or each request's (createSiteOrigin). */
  origin: SiteOrigin;
  source?: BlogContentSource;
  /** More pages for sitemap.xml (the feature pages), listed before the blog's. */
  sitemapPages?: () => Promise<SitemapPage[]>;
}

/** Pages change with a release: an hour in caches. Covers and fonts rarely change: 30 days. */
const pageCacheControl = 'public, max-age=3600';
const assetCacheControl = 'public, max-age=2592000';
const hide = { schema: { hide: true } };

type PageRequest = { Params: Record<string, string>; Querystring: Record<string, string | string[] | undefined> };

/** A page, compressed, with a preload of its cover when it has one (an article). */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const preload = findPreloadImageLink(html);
  if (preload) reply.header('link', preload);
  return sendCompressed(request, reply.type('text/html; charset=utf-8').header('cache-control', pageCacheControl), html);
}

function sendNotFound(reply: FastifyReply, language: BlogLanguage) {
  const home = blogPaths.home(language);
  return reply
    .status(404)
    .type('text/html; charset=utf-8')
    .send(
      `<!DOCTYPE html><html lang="${language === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Not found · Talkreel Blog</title><style>body{font:16px/1.6 Inter,system-ui,sans-serif;max-width:720px;margin:80px auto;padding:0 20px;color:#111827}a{color:#6D5AE6}</style></head><body><h1>This page does not exist</h1><p><a href="${escapeHtml(home)}">Talkreel Blog</a></p></body></html>`,
    );
}

/** `?page=2` → 2; no page → 1; anything else (0, 'abc', two pages) → undefined. */
function readPage(query: PageRequest['Querystring']): number | undefined {
  const page = query.page;
  if (page === undefined) return 1;
  return typeof page === 'string' && /^[1-9]\d{0,5}$/u.test(page) ? Number(page) : undefined;
}

/**
 * The blog as prerendered HTML (no app bundle): listings, articles, categories,
 * authors, RSS feeds in English (`/blog/...`) and Chinese (`/zh-cn/blog/...`),
 * their covers, sitemap.xml and robots.txt. Registered before the web app's
 * fallback, hidden from the OpenAPI document.
 */
export function registerBlogPages(app: FastifyInstance, { origin, source = defaultBlogContentSource, sitemapPages }: BlogPagesOptions): void {
  const load = () => loadBlogContent(source);

  for (const language of blogLanguages) {
    const home = blogPaths.home(language);
    const listingRoute = (url: string, findListing: (request: FastifyRequest<PageRequest>) => Promise<BlogListing | undefined>) =>
      app.get<PageRequest>(url, hide, async (request, reply) => {
        const listing = await findListing(request);
        const page = readPage(request.query);
        const html =
          listing && page
            ? renderListingPage({ content: await load(), language, listing, page, origin: resolveSiteOrigin(origin, request, reply) })
            : undefined;
        return html ? sendHtml(request, reply, html) : sendNotFound(reply, language);
      });

    app.get(home.slice(0, -1), hide, async (_request, reply) => reply.redirect(home, 301));
    listingRoute(home, async () => ({ kind: 'all' }));
    listingRoute(`${home}categories/:category/`, async (request) => {
      const category = (await load()).categories.find((candidate) => candidate.url === request.params.category);
      return category && { kind: 'category', category };
    });
    app.get<PageRequest>(`${home}author/:author/`, hide, async (request, reply) => {
      const author = findAuthor((await load()).authors, request.params.author ?? '');
      if (author && author.url !== request.params.author) return reply.redirect(blogPaths.author(language, author.url), 301);
      const page = readPage(request.query);
      const html =
        author && page
          ? renderListingPage({ content: await load(), language, listing: { kind: 'author', author }, page, origin: resolveSiteOrigin(origin, request, reply) })
          : undefined;
      return html ? sendHtml(request, reply, html) : sendNotFound(reply, language);
    });
    app.get<PageRequest>(`${home}:url/`, hide, async (request, reply) => {
      const content = await load();
      const article = content.articles[language].find((candidate) => candidate.url === request.params.url);
      return article ? sendHtml(request, reply, renderArticlePage(content, article, resolveSiteOrigin(origin, request, reply))) : sendNotFound(reply, language);
    });
    // An article's address without its trailing slash.
    app.get<PageRequest>(`${home}:url`, hide, async (request, reply) => {
      const isArticle = (await load()).articles[language].some((candidate) => candidate.url === request.params.url);
      return isArticle ? reply.redirect(blogPaths.article(language, request.params.url ?? ''), 301) : sendNotFound(reply, language);
    });
    app.get(blogPaths.feed(language), hide, async (request, reply) =>
      sendCompressed(
        request,
        reply.type('application/rss+xml; charset=utf-8').header('cache-control', pageCacheControl),
        renderFeed(await load(), language, resolveSiteOrigin(origin, request, reply)),
      ),
    );
  }

  app.get<PageRequest>('/blog/covers/:file', hide, async (request, reply) => {
    // Only the covers articles use: the name is looked up, never joined into a path.
    const content = await load();
    const file = request.params.file ?? '';
    const coverPath = content.coverPaths.get(file);
    if (!coverPath) return reply.status(404).type('text/plain; charset=utf-8').send('No such cover');
    if (request.query.w === undefined) return reply.type('image/png').header('cache-control', assetCacheControl).send(createReadStream(coverPath));
    // `?w=`: a smaller AVIF or WebP copy for srcset; the cover's width comes from any article that shows it.
    const naturalWidthPx = content.articles.en.find((article) => article.cover.file === file)?.cover.widthPx ?? 0;
    const widthPx = readVariantWidth(request.query, naturalWidthPx);
    if (!widthPx) return reply.status(404).type('text/plain; charset=utf-8').send('No such size');
    const variant = await readImageVariant(coverPath, widthPx, request.headers.accept);
    return reply
      .type(variant.type)
      .header('cache-control', variant.isProvisional ? provisionalCacheControl : assetCacheControl)
      .header('vary', 'Accept')
      .send(variant.bytes);
  });
  app.get(blogFontsPath, hide, async (request, reply) =>
    sendCompressed(request, reply.type('text/css; charset=utf-8').header('cache-control', assetCacheControl), await readBlogFontsCss()),
  );
  app.get<PageRequest>('/blog/fonts/:file', hide, async (request, reply) => {
    const fontPath = findBlogFontFile(request.params.file ?? '');
    if (!fontPath) return reply.status(404).type('text/plain; charset=utf-8').send('No such font');
    return reply
      .type(fontPath.endsWith('.woff2') ? 'font/woff2' : 'font/woff')
      .header('cache-control', assetCacheControl)
      .send(createReadStream(fontPath));
  });
  app.get('/sitemap.xml', hide, async (request, reply) =>
    sendCompressed(
      request,
      reply.type('application/xml; charset=utf-8').header('cache-control', pageCacheControl),
      renderSitemap(await load(), resolveSiteOrigin(origin, request, reply), sitemapPages ? await sitemapPages() : []),
    ),
  );
  app.get('/robots.txt', hide, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', pageCacheControl)
      .send(renderRobots(resolveSiteOrigin(origin, request, reply))),
  );
}
