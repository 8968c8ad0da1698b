import { z } from 'zod';
import { defineRoute } from '../route-contract.ts';

/** The largest `pagination[pageSize]` answered; a larger one is cut to it (Strapi's maxLimit). */
export const cmsMaxPageSize = 100;
export const cmsDefaultPageSize = 12;

export const CmsBlogCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  /** The chip colour: violet, coral, teal, blue, amber or green. */
  style: z.string(),
});

/** One article as `GET /cms/blogs` gives it (Strapi 5's flat shape): only the asked-for `fields`, and the `populate`d relations. */
export const CmsBlogSchema = z.object({
  id: z.number().int(),
  title: z.string().optional(),
  url: z.string().optional(),
  description: z.string().optional(),
  /** ISO 8601, midnight UTC of the front matter's date. */
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  sort: z.number().int().optional(),
  isShow: z.boolean().optional(),
  source: z.string().optional(),
  /** `time`: reading time in minutes. */
  config: z.object({ time: z.number().int() }).optional(),
  locale: z.string().optional(),
  cover: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).optional(),
  categories: z.array(CmsBlogCategorySchema).optional(),
  author: z.object({ name: z.string(), url: z.string() }).optional(),
});
export type CmsBlog = z.infer<typeof CmsBlogSchema>;

export const CmsPaginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});

export const CmsBlogListSchema = z.object({ data: z.array(CmsBlogSchema), meta: z.object({ pagination: CmsPaginationSchema }) });
export type CmsBlogList = z.infer<typeof CmsBlogListSchema>;

/**
 * Strapi-style query keys as the browser sends them (`populate[0]=cover`,
 * `filters[url][$in][0]=a`, `pagination[page]=2`, `sort[0]=sort:asc`,
 * `locale=zh-cn`); the server reads the brackets itself.
 */
export const CmsBlogListQuerySchema = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .describe(
    'Strapi-style bracket keys, any number of them: populate[0]=cover, fields[0]=title, sort[0]=sort:asc, filters[isShow][$eq]=true, filters[url][$in][0]=a, pagination[page]=2, pagination[pageSize]=12, locale=zh-cn',
  );

export const listCmsBlogsRoute = defineRoute({
  method: 'GET',
  path: '/cms/blogs',
  summary:
    'Blog articles, Strapi-shaped: populate (cover, categories, author), fields, sort (field:asc|desc), filters (isShow $eq, url $eq/$in), pagination (page, pageSize ≤ 100), locale (en, zh-cn)',
  tag: 'cms',
  auth: 'none',
  query: CmsBlogListQuerySchema,
  data: CmsBlogListSchema,
});

/** A feature page's content as `GET /cms/pages/{slug}` gives it: `{{fact}}` placeholders filled, images as `{ file, alt, url }`. */
export const CmsFeaturePageSchema = z.object({
  slug: z.string(),
  locale: z.enum(['en', 'zh-cn']),
  seo: z.object({ title: z.string(), description: z.string() }),
  /** headline, badge, subTitle, button { text, link }, media (a module shown as a screenshot, or a video). */
  hero: z.looseObject({ headline: z.string(), badge: z.string(), subTitle: z.string(), button: z.object({ text: z.string(), link: z.string() }) }),
  /** The blocks in page order; each has `kind` (one of the spec's block kinds) and that kind's fields. */
  blocks: z.array(z.looseObject({ kind: z.string() })),
});
export type CmsFeaturePage = z.infer<typeof CmsFeaturePageSchema>;

export const getCmsPageRoute = defineRoute({
  method: 'GET',
  path: '/cms/pages/:slug',
  summary: 'A feature page’s content (hero and blocks in order) for the public site; locale en (default) or zh-cn',
  tag: 'cms',
  auth: 'none',
  params: z.object({ slug: z.string().min(1).max(80) }),
  query: z.object({ locale: z.enum(['en', 'zh-cn']).default('en') }),
  data: CmsFeaturePageSchema,
});
