import type { CmsBlog, CmsBlogList } from '@talkreel/contract';
import type { BlogArticle, BlogContent } from './blog-article.ts';
import { blogPaths } from './blog-paths.ts';
import type { BlogListQuery } from './parse-blog-list-query.ts';

const isoDate = (date: string) => `${date}T00:00:00.000Z`;

function toCmsBlog(article: BlogArticle, query: BlogListQuery): CmsBlog {
  const scalars: Omit<CmsBlog, 'id' | 'cover' | 'categories' | 'author'> = {
    title: article.title,
    url: article.url,
    description: article.description,
    createdAt: isoDate(article.createdAt),
    updatedAt: isoDate(article.updatedAt),
    sort: article.sort,
    isShow: article.isShow,
    source: article.source,
    config: { time: article.readingTimeMinutes },
    locale: article.language,
  };
  const blog: CmsBlog = { id: article.id, ...Object.fromEntries(query.fields.map((field) => [field, scalars[field]])) };
  if (query.populate.includes('cover')) blog.cover = { url: blogPaths.cover(article.cover.file), width: article.cover.widthPx, height: article.cover.heightPx };
  if (query.populate.includes('categories')) {
    blog.categories = article.categories.map((category) => ({
      id: category.id,
      name: category.name[article.language],
      url: category.url,
      style: category.style,
    }));
  }
  if (query.populate.includes('author')) blog.author = { name: article.author.name, url: article.author.url };
  return blog;
}

function compareBy(first: BlogArticle, second: BlogArticle, sort: BlogListQuery['sort']): number {
  for (const { field, direction } of sort) {
    const a = first[field];
    const b = second[field];
    const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
    if (order !== 0) return direction === 'asc' ? order : -order;
  }
  return 0;
}

/** `GET /cms/blogs`: one page of the articles the query selects, in Strapi's `{data, meta.pagination}` shape. */
export function listBlogs(content: BlogContent, query: BlogListQuery): CmsBlogList {
  const selected = content.articles[query.language]
    .filter((article) => query.isShow === undefined || article.isShow === query.isShow)
    .filter((article) => query.urls === undefined || query.urls.includes(article.url))
    .sort((first, second) => compareBy(first, second, query.sort));
  const start = (query.page - 1) * query.pageSize;
  return {
    data: selected.slice(start, start + query.pageSize).map((article) => toCmsBlog(article, query)),
    meta: { pagination: { page: query.page, pageSize: query.pageSize, pageCount: Math.ceil(selected.length / query.pageSize), total: selected.length } },
  };
}
