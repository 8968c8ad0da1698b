import type { BlogContent } from '../blog/blog-article.ts';
import type { BlogAuthor, BlogCategory } from '../blog/blog-content-schemas.ts';
import { blogLanguages, type BlogLanguage } from '../blog/blog-languages.ts';
import { articlesPerPage, blogPaths } from '../blog/blog-paths.ts';
import { renderArticleCard } from './render-article-card.ts';
import { blogTexts } from './blog-texts.ts';
import { escapeHtml } from './escape-html.ts';
import { breadcrumbJsonLd, renderBreadcrumb, renderPageShell } from './render-page-shell.ts';

/** Which articles a listing shows: all, one category's or one author's. */
export type BlogListing = { kind: 'all' } | { kind: 'category'; category: BlogCategory } | { kind: 'author'; author: BlogAuthor };

export interface ListingPageRequest {
  content: BlogContent;
  language: BlogLanguage;
  listing: BlogListing;
  /** From 1. */
  page: number;
  origin: string;
}

function listingPath(language: BlogLanguage, listing: BlogListing): string {
  if (listing.kind === 'category') return blogPaths.category(language, listing.category.url);
  if (listing.kind === 'author') return blogPaths.author(language, listing.author.url);
  return blogPaths.home(language);
}

const withPage = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

/** How many pages a listing has (at least 1, so an empty blog still has its first page). */
export function countListingPages(content: BlogContent, language: BlogLanguage, listing: BlogListing): number {
  return Math.max(1, Math.ceil(selectArticles(content, language, listing).length / articlesPerPage));
}

function selectArticles(content: BlogContent, language: BlogLanguage, listing: BlogListing) {
  return content.articles[language].filter(
    (article) =>
      article.isShow &&
      (listing.kind === 'all' ||
        (listing.kind === 'category' && article.categories.some((category) => category.url === listing.category.url)) ||
        (listing.kind === 'author' && article.author.url === listing.author.url)),
  );
}

/** The blog's home, a category's or an author's listing: a cards grid, 12 a page (`?page=2`); undefined past the last page. */
export function renderListingPage({ content, language, listing, page, origin }: ListingPageRequest): string | undefined {
  const texts = blogTexts[language];
  const articles = selectArticles(content, language, listing);
  const pageCount = countListingPages(content, language, listing);
  if (page > pageCount) return undefined;
  const shown = articles.slice((page - 1) * articlesPerPage, page * articlesPerPage);
  const basePath = listingPath(language, listing);
  const heading =
    listing.kind === 'category'
      ? texts.categoryTitle(listing.category.name[language])
      : listing.kind === 'author'
        ? texts.authorTitle(listing.author.name)
        : texts.blogTitle;
  const description =
    listing.kind === 'author'
      ? listing.author.bio[language]
      : listing.kind === 'category'
        ? `${texts.articleCount(articles.length)} · ${texts.blogTitle}`
        : texts.blogDescription;
  const crumbs: [string, string][] = [[texts.blog, blogPaths.home(language)]];
  if (listing.kind !== 'all') crumbs.push([heading, basePath]);
  const chips = content.categories
    .map((category) => {
      const isCurrent = listing.kind === 'category' && listing.category.url === category.url;
      return `<li><a class="chip ${category.style}${isCurrent ? ' current' : ''}" href="${blogPaths.category(language, category.url)}"${isCurrent ? ' aria-current="page"' : ''}>${escapeHtml(category.name[language])}</a></li>`;
    })
    .join('');
  const allChip = `<li><a class="chip${listing.kind === 'all' ? ' current' : ''}" href="${blogPaths.home(language)}">${escapeHtml(texts.allArticles)}</a></li>`;
  const pager =
    pageCount > 1
      ? `<nav class="pager" aria-label="${escapeHtml(texts.pageOf(page, pageCount))}">${page > 1 ? `<a href="${withPage(basePath, page - 1)}" rel="prev">${escapeHtml(texts.newerPage)}</a>` : '<span></span>'}<span>${escapeHtml(texts.pageOf(page, pageCount))}</span>${page < pageCount ? `<a href="${withPage(basePath, page + 1)}" rel="next">${escapeHtml(texts.olderPage)}</a>` : '<span></span>'}</nav>`
      : '<div class="pager"></div>';
  const main = `<div class="wrap">${listing.kind === 'all' ? '' : renderBreadcrumb(language, crumbs)}<header class="hero"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(description)}</p><ul class="chips">${allChip}${chips}</ul></header><div class="grid">${shown
    .map((article, index) => renderArticleCard(article, { headingLevel: 2, isLazy: index >= 3 }))
    .join('')}</div>${pager}</div>`;
  const pageSuffix = page > 1 ? ` · ${texts.pageOf(page, pageCount)}` : '';
  return renderPageShell({
    language,
    origin,
    title: listing.kind === 'all' ? `${texts.blogTitle}${pageSuffix}` : `${heading}${pageSuffix} · ${texts.blogTitle}`,
    description,
    paths: Object.fromEntries(blogLanguages.map((other) => [other, withPage(listingPath(other, listing), page)])) as Record<BlogLanguage, string>,
    ogType: 'website',
    jsonLd: [breadcrumbJsonLd(origin, crumbs)],
    main,
  });
}
