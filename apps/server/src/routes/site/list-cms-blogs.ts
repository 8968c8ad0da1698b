import type { FastifyInstance } from 'fastify';
import { listCmsBlogsRoute } from '@talkreel/contract';
import { BlogQueryError, defaultBlogContentSource, listBlogs, loadBlogContent, parseBlogListQuery, type BlogContentSource } from '@talkreel/site';
import { ApiError } from '../../plugins/api-error.ts';
import { registerRoute } from '../register-route.ts';

/** `GET /cms/blogs`: the blog's articles, Strapi-shaped, from the repository's content (tests pass their own). */
export function registerListCmsBlogs(api: FastifyInstance, source: BlogContentSource = defaultBlogContentSource): void {
  registerRoute(api, listCmsBlogsRoute, async (request) => {
    let query;
    try {
      query = parseBlogListQuery(request.query);
    } catch (error) {
      if (error instanceof BlogQueryError) throw ApiError.invalidInput(error.message);
      throw error;
    }
    return listBlogs(await loadBlogContent(source), query);
  });
}
