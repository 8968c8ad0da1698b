import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsBlogList } from '@talkreel/contract';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { buildBlogTestApp } from './build-blog-test-app.ts';

interface Json<Data> {
  code: number;
  msg: string;
  data: Data;
}

/** The web app's own query, with the page and extra keys. */
const appQuery = (extra: string) =>
  `populate[0]=cover&populate[1]=categories&populate[2]=author&publicationState=live&fields[0]=title&fields[1]=url&fields[2]=updatedAt&fields[3]=source&sort[0]=sort:asc&sort[1]=createdAt:desc&filters[isShow][$eq]=true${extra}`;

describe('GET /api/cms/blogs', () => {
  let app: FastifyInstance;
  const list = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/cms/blogs?${query}` });
    return { status: response.statusCode, body: response.json() as Json<CmsBlogList> };
  };

  beforeAll(async () => {
    app = await buildBlogTestApp();
  });
  afterAll(() => app.close());

  it('answers the first page of listed articles, sorted, with the asked-for fields and relations', async () => {
    const { status, body } = await list(appQuery('&pagination[page]=1&pagination[pageSize]=12'));
    expect(status).toBe(200);
    expect(body.code, body.msg).toBe(0);
    expect(body.data.meta.pagination).toEqual({ page: 1, pageSize: 12, pageCount: 2, total: 14 });
    expect(body.data.data).toHaveLength(12);
    // sort 1 first (newest createdAt first among them), then sort 10 newest first; the hidden draft is left out.
    expect(body.data.data.slice(0, 5).map((blog) => blog.url)).toEqual([
      'pick-a-voice',
      'write-a-podcast-script',
      'make-a-talking-photo',
      'upload-a-face',
      'podcast-video-frames',
    ]);
    expect(body.data.data.some((blog) => blog.url === 'hidden-draft')).toBe(false);
    expect(body.data.data[2]).toEqual({
      id: 4,
      title: 'Make a talking photo',
      url: 'make-a-talking-photo',
      updatedAt: '2026-04-01T00:00:00.000Z',
      source: 'Talkreel documentation',
      cover: { url: '/blog/covers/talking-photo-page.png', width: 1440, height: 960 },
      categories: [
        { id: 1, name: 'Guides', url: 'guides', style: 'violet' },
        { id: 2, name: 'Video Podcasts', url: 'podcasts', style: 'coral' },
      ],
      author: { name: 'Fixture Team', url: 'fixture-team' },
    });
    const cover = await app.inject({ method: 'GET', url: body.data.data[2]!.cover!.url });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(cover.headers['cache-control']).toBe('public, max-age=2592000');
    expect(cover.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('pages: page 2 holds the last two, a page past the end is empty', async () => {
    const second = await list(appQuery('&pagination[page]=2&pagination[pageSize]=12'));
    expect(second.body.data.data.map((blog) => blog.url)).toEqual(['turn-text-into-video', 'run-on-your-server']);
    expect(second.body.data.meta.pagination).toEqual({ page: 2, pageSize: 12, pageCount: 2, total: 14 });
    const past = await list(appQuery('&pagination[page]=9'));
    expect(past.body.data).toEqual({ data: [], meta: { pagination: { page: 9, pageSize: 12, pageCount: 2, total: 14 } } });
  });

  it('filters by url and by isShow, in Chinese with locale, and sorts as asked', async () => {
    const some = await list(appQuery('&filters[url][$in][0]=render-again&filters[url][$in][1]=pick-a-voice&filters[url][$in][2]=hidden-draft&locale=zh-cn'));
    expect(some.body.data.data.map((blog) => [blog.url, blog.title])).toEqual([
      ['pick-a-voice', '挑选声音'],
      ['render-again', '重新渲染视频'],
    ]);
    const hidden = await list('filters[isShow][$eq]=false&fields[0]=url&fields[1]=isShow');
    expect(hidden.body.data.data).toEqual([{ id: 3, url: 'hidden-draft', isShow: false }]);
    const byTitle = await list('sort=title:desc&fields=title,config&pagination[pageSize]=2');
    expect(byTitle.body.data.data).toEqual([
      { id: 15, title: 'Write a podcast script', config: { time: 1 } },
      { id: 13, title: 'Upload a face reference', config: { time: 1 } },
    ]);
    // No filter: every article, the hidden one too (Strapi's semantics; the web app always sends isShow).
    expect((await list('')).body.data.meta.pagination.total).toBe(15);
  });

  it('cuts pageSize to 100', async () => {
    const { body } = await list('pagination[pageSize]=100000');
    expect(body.data.meta.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 1, total: 15 });
    expect(body.data.data).toHaveLength(15);
  });

  it.each([
    ['pagination[page]=1&pagination[page]=2', 'pagination[page] is given more than once'],
    ['pagination[page]=1e308', 'pagination[page] is a whole number from 1 to 1000000'],
    ['pagination[page]=123456789012345678901234567890', 'pagination[page] is a whole number from 1 to 1000000'],
    ['pagination[pageSize]=-5', 'pagination[pageSize] is a whole number'],
    ['fields[0]=passwordHash', "fields[0] 'passwordHash' is not one of"],
    ['populate[0]=users', "populate[0] 'users' is not one of cover, categories, author"],
    ['filters[$where]=1', 'filters[$where] is not a filter this call knows'],
    ['filters[isShow][$eq]=1', "filters[isShow][$eq] '1' is not one of true, false"],
    ['sort[0]=sort:random', "sort[0] direction 'random' is not one of asc, desc"],
    ['locale=de', "locale 'de' is not one of en, zh-cn"],
    ['debug=1', "'debug' is not a query key this call knows"],
    ['filters[url][$in][0]=%3Cscript%3E&filters[url][$in][0]=b', 'filters[url][$in][0] is given more than once'],
  ])('answers 40000 for %s', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 40000, data: null });
    expect(body.msg).toContain(message);
  });
});

describe('GET /api/cms/blogs in the product', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  }, 60_000);
  afterAll(() => product?.cleanup());

  it('is registered with the other API routes and refuses a bad query with the envelope', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/api/cms/blogs?pagination[pageSize]=zero' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 40000, msg: 'pagination[pageSize] is a whole number from 1 to 1000000000', data: null });
  });
});
