import type { FastifyInstance } from 'fastify';
import { getCmsPageRoute } from '@talkreel/contract';
import { defaultFeaturePageSource, getFilledFeaturePage, isFeatureSlug, loadFeaturePages, type FeaturePageSource } from '@talkreel/site';
import { ApiError } from '../../plugins/api-error.ts';
import { registerRoute } from '../register-route.ts';
import { addMediaUrls } from './add-media-urls.ts';

/** `GET /cms/pages/{slug}`: a feature page's content with the site facts filled in (tests pass their own source). */
export function registerGetCmsPage(api: FastifyInstance, source: FeaturePageSource = defaultFeaturePageSource): void {
  registerRoute(api, getCmsPageRoute, async (request) => {
    const slug = request.params.slug ?? '';
    const locale = request.query.locale;
    const page = isFeatureSlug(slug) ? getFilledFeaturePage(await loadFeaturePages(source), slug, locale) : undefined;
    if (!page) throw ApiError.notFound(`There is no feature page '${slug}'`);
    return { slug, locale, ...addMediaUrls(page) };
  });
}
