import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { listFeatureSitemapPages, loadFeaturePages, defaultFeaturePageSource } from '@talkreel/site';
import { envelopePlugin } from '../../plugins/envelope.ts';
import { registerBlogPages } from './blog-pages.ts';
import { registerFeaturePages, type FeaturePagesOptions } from './feature-pages.ts';
import { registerGetCmsPage } from './get-cms-page.ts';
import type { SiteOrigin } from './site-origin.ts';

export const featureTestOrigin = 'https://talkreel.test';

/**
 * The public site's routes on the repository's real content (feature pages and
 * blog), with the envelope and zod compilers; no database. At
 * `featureTestOrigin` unless a test passes another origin (and whether the
 * server trusts a proxy's X-Forwarded headers, as TRUST_PROXY sets), and the
 * site videos the server cannot make (none unless a test names some).
 */
export async function buildFeatureTestApp({
  origin = featureTestOrigin,
  trustProxy = false,
  unmadeVideos,
}: { origin?: SiteOrigin; trustProxy?: boolean; unmadeVideos?: FeaturePagesOptions['unmadeVideos'] } = {}): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(envelopePlugin);
  await app.register(async (api) => registerGetCmsPage(api, unmadeVideos ? { unmadeVideos } : {}), { prefix: '/api' });
  registerFeaturePages(app, { origin, ...(unmadeVideos ? { unmadeVideos } : {}) });
  registerBlogPages(app, { origin, sitemapPages: async () => listFeatureSitemapPages(await loadFeaturePages(defaultFeaturePageSource)) });
  await app.ready();
  return app;
}
