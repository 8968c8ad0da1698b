import type { BlogContent } from '../blog/blog-article.ts';
import { blogLanguages, type BlogLanguage } from '../blog/blog-languages.ts';
import { blogPaths } from '../blog/blog-paths.ts';
import { blogTexts } from './blog-texts.ts';
import { escapeHtml } from './escape-html.ts';
import { countListingPages, type BlogListing } from './render-listing-page.ts';

/** One page in every language: its path in each, and when it last changed. */
export interface SitemapPage {
  paths: Record<BlogLanguage, string>;
  lastModified?: string;
}

const inEveryLanguage = (pathIn: (language: BlogLanguage) => string) =>
  Object.fromEntries(blogLanguages.map((language) => [language, pathIn(language)])) as Record<BlogLanguage, string>;

/** Every page of the blog in both languages: listings with their later pages, listed articles, categories and authors. */
export function listBlogPages(content: BlogContent): SitemapPage[] {
  const pages: SitemapPage[] = [];
  const addListing = (listing: BlogListing, pathIn: (language: BlogLanguage) => string) => {
    for (let page = 1; page <= countListingPages(content, 'en', listing); page += 1) {
      pages.push({ paths: inEveryLanguage((language) => `${pathIn(language)}${page > 1 ? `?page=${page}` : ''}`) });
    }
  };
  addListing({ kind: 'all' }, blogPaths.home);
  for (const article of content.articles.en.filter((candidate) => candidate.isShow)) {
    pages.push({ paths: inEveryLanguage((language) => blogPaths.article(language, article.url)), lastModified: article.updatedAt });
  }
  for (const category of content.categories) addListing({ kind: 'category', category }, (language) => blogPaths.category(language, category.url));
  for (const author of content.authors) addListing({ kind: 'author', author }, (language) => blogPaths.author(language, author.url));
  return pages;
}

/** sitemap.xml: one `<url>` per page and language, each with its `xhtml:link` alternates; `otherPages` (the feature pages) come first. */
export function renderSitemap(content: BlogContent, origin: string, otherPages: SitemapPage[] = []): string {
  const entries = [...otherPages, ...listBlogPages(content)].flatMap((page) =>
    blogLanguages.map((language) => {
      const alternates = blogLanguages
        .map((other) => `<xhtml:link rel="alternate" hreflang="${blogTexts[other].hreflang}" href="${escapeHtml(`${origin}${page.paths[other]}`)}"/>`)
        .join('');
      return `<url><loc>${escapeHtml(`${origin}${page.paths[language]}`)}</loc>${page.lastModified ? `<lastmod>${page.lastModified}</lastmod>` : ''}${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the API and signed files; the sitemap's address. */
export function renderRobots(origin: string): string {
  return `User-agent: *\nDisallow: /api/\nDisallow: /files/\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
