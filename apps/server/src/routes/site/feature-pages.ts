import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  blogLanguages,
  defaultFeaturePageSource,
  featurePath,
  isFeatureSlug,
  loadFeaturePages,
  renderFeatureNotFound,
  renderFeaturePage,
  type FeaturePageSource,
  type SiteTemplateCard,
} from '@talkreel/site';
import { findPreloadImageLink } from './find-preload-image.ts';
import { provisionalCacheControl, readImageVariant, readVariantWidth } from './image-variants.ts';
import { sendCompressed } from './send-compressed.ts';
import { resolveSiteOrigin, type SiteOrigin } from './site-origin.ts';

export interface FeaturePagesOptions {
  /** Canonical and Open Graph addresses are absolute: PUBLIC_URL's origin, or each request's (createSiteOrigin). */
  origin: SiteOrigin;
  source?: FeaturePageSource;
  /** The templates the pages' template block shows (those with a cover); none: the block shows site videos. */
  templates?: () => Promise<readonly SiteTemplateCard[]>;
  /** The site videos this server cannot make, by name (`SiteVideoLibrary.findUnmade`): the pages leave them out. None when absent. */
  unmadeVideos?: () => Promise<ReadonlyMap<string, string>>;
}

/** Pages change with a release: an hour in caches. Screenshots rarely change: 30 days. */
const pageCacheControl = 'public, max-age=3600';
const assetCacheControl = 'public, max-age=2592000';
const hide = { schema: { hide: true } };

type SlugRequest = { Params: { slug?: string } };

/** A page, compressed, with a preload of its hero screenshot (the largest paint) when it has one. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const preload = status === 200 ? findPreloadImageLink(html) : undefined;
  if (preload) reply.header('link', preload);
  return sendCompressed(
    request,
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', status === 200 ? pageCacheControl : 'no-store'),
    html,
  );
}

/**
 * The feature pages as prerendered HTML (no app bundle; one small inline script,
 * only for the blocks and hero that need one): `/features/{slug}/` and `/zh-cn/features/{slug}/`, and
 * the screenshots they show at `/site/media/<file>`. Hidden from the OpenAPI
 * document; registered before the web app's fallback.
 */
export function registerFeaturePages(app: FastifyInstance, { origin, source = defaultFeaturePageSource, templates, unmadeVideos }: FeaturePagesOptions): void {
  const load = () => loadFeaturePages(source);
  // Site videos that cannot be read say so on their own route; a page then shows every video rather than failing.
  const findUnmade = async (request: FastifyRequest): Promise<ReadonlySet<string>> => {
    try {
      return new Set(unmadeVideos ? (await unmadeVideos()).keys() : []);
    } catch (error) {
      request.log.error({ err: error }, 'feature pages: could not tell which site videos this server makes');
      return new Set();
    }
  };

  for (const language of blogLanguages) {
    const pagePattern = featurePath(language, ':slug');
    app.get<SlugRequest>(pagePattern, hide, async (request, reply) => {
      const pages = await load();
      const slug = request.params.slug ?? '';
      const html = isFeatureSlug(slug)
        ? renderFeaturePage(pages, slug, language, resolveSiteOrigin(origin, request, reply), {
            templates: templates ? await templates() : [],
            unmadeVideos: await findUnmade(request),
          })
        : undefined;
      return html ? sendHtml(request, reply, 200, html) : sendHtml(request, reply, 404, renderFeatureNotFound(pages, language));
    });
    // A page's address without its trailing slash.
    app.get<SlugRequest>(pagePattern.slice(0, -1), hide, async (request, reply) => {
      const pages = await load();
      const slug = request.params.slug ?? '';
      return isFeatureSlug(slug) && pages.pages.has(slug)
        ? reply.redirect(featurePath(language, slug), 301)
        : sendHtml(request, reply, 404, renderFeatureNotFound(pages, language));
    });
  }

  app.get<{ Params: { file?: string }; Querystring: { w?: string } }>('/site/media/:file', hide, async (request, reply) => {
    // Only the screenshots pages use: the name is looked up, never joined into a path.
    const media = (await load()).media.get(request.params.file ?? '');
    if (!media) return reply.status(404).type('text/plain; charset=utf-8').send('No such image');
    if (request.query.w === undefined) return reply.type('image/png').header('cache-control', assetCacheControl).send(createReadStream(media.filePath));
    // `?w=`: a smaller AVIF or WebP copy for srcset.
    const widthPx = readVariantWidth(request.query, media.widthPx);
    if (!widthPx) return reply.status(404).type('text/plain; charset=utf-8').send('No such size');
    const variant = await readImageVariant(media.filePath, widthPx, request.headers.accept);
    return reply
      .type(variant.type)
      .header('cache-control', variant.isProvisional ? provisionalCacheControl : assetCacheControl)
      .header('vary', 'Accept')
      .send(variant.bytes);
  });
}
