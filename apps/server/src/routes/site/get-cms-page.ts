import type { FastifyInstance } from 'fastify';
import { getCmsPageRoute } from '@talkreel/contract';
import { defaultFeaturePageSource, getFilledFeaturePage, isFeatureSlug, loadFeaturePages, omitUnmadeVideos, type FeaturePageSource } from '@talkreel/site';
import { ApiError } from '../../plugins/api-error.ts';
import { registerRoute } from '../register-route.ts';
import { addMediaUrls } from './add-media-urls.ts';
import type { FeaturePagesOptions } from './feature-pages.ts';

/**
 * `GET /cms/pages/{slug}`: a feature page's content with the site facts
 * filled in, without the site videos this server cannot make, as the HTML
 * page leaves them out (tests pass their own source).
 */
export function registerGetCmsPage(
  api: FastifyInstance,
  { source = defaultFeaturePageSource, unmadeVideos }: { source?: FeaturePageSource; unmadeVideos?: FeaturePagesOptions['unmadeVideos'] } = {},
): void {
  registerRoute(api, getCmsPageRoute, async (request) => {
    const slug = request.params.slug ?? '';
    const locale = request.query.locale;
    const page = isFeatureSlug(slug) ? getFilledFeaturePage(await loadFeaturePages(source), slug, locale) : undefined;
    if (!page) throw ApiError.notFound(`There is no feature page '${slug}'`);
    // A library that cannot be read says so on the video routes; the page then keeps every video, as the HTML does.
    const unmade = await (unmadeVideos?.() ?? Promise.resolve(new Map<string, string>())).catch((error: unknown) => {
      request.log.error({ err: error }, 'cms page: could not tell which site videos this server makes');
      return new Map<string, string>();
    });
    return { slug, locale, ...addMediaUrls(omitUnmadeVideos(page, new Set(unmade.keys()))) };
  });
}
