import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { blogFixtureSource } from '@talkreel/site/testing';
import { envelopePlugin } from '../../plugins/envelope.ts';
import { registerBlogPages } from './blog-pages.ts';
import { registerListCmsBlogs } from './list-cms-blogs.ts';

export const blogTestOrigin = 'https://talkreel.test';

/** The blog's routes alone, on the fixture content, with the product's envelope and zod compilers (no database, no worker). */
export async function buildBlogTestApp(): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(envelopePlugin);
  await app.register(async (api) => registerListCmsBlogs(api, blogFixtureSource), { prefix: '/api' });
  registerBlogPages(app, { origin: blogTestOrigin, source: blogFixtureSource });
  await app.ready();
  return app;
}
