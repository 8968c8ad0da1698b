import type { BlogArticle } from '../blog/blog-article.ts';
import { blogPaths } from '../blog/blog-paths.ts';
import { blogTexts, formatBlogDate } from './blog-texts.ts';
import { escapeHtml } from './escape-html.ts';
import { buildImageSrcset } from './responsive-image.ts';

/** A category's chip, linking to its listing. */
export function renderCategoryChip(article: BlogArticle, index: number, isCurrent = false): string {
  const category = article.categories[index];
  if (!category) return '';
  return `<a class="chip ${category.style}${isCurrent ? ' current' : ''}" href="${blogPaths.category(article.language, category.url)}">${escapeHtml(category.name[article.language])}</a>`;
}

/** The cover as an `<img>` with its size, so the page keeps its layout while it loads, and AVIF or WebP copies for smaller screens. */
export function renderCoverImage(article: BlogArticle, options: { isLazy: boolean; sizes: string }): string {
  const { cover } = article;
  const path = blogPaths.cover(cover.file);
  return `<img src="${path}" width="${cover.widthPx}" height="${cover.heightPx}" srcset="${buildImageSrcset(path, cover.widthPx)}" sizes="${options.sizes}" alt="${escapeHtml(article.title)}" decoding="async"${options.isLazy ? ' loading="lazy"' : ' fetchpriority="high"'}>`;
}

/** One article in a grid: cover, categories, title, description, author, date and reading time. */
export function renderArticleCard(article: BlogArticle, options: { headingLevel: 2 | 3; isLazy: boolean; isCompact?: boolean }): string {
  const texts = blogTexts[article.language];
  const path = blogPaths.article(article.language, article.url);
  const heading = `<h${options.headingLevel}><a href="${path}">${escapeHtml(article.title)}</a></h${options.headingLevel}>`;
  const chips = article.categories.map((_category, index) => renderCategoryChip(article, index)).join('');
  const details = options.isCompact
    ? `<div class="meta"><span>${escapeHtml(texts.minutesToRead(article.readingTimeMinutes))}</span></div>`
    : `<p>${escapeHtml(article.description)}</p><div class="meta"><a href="${blogPaths.author(article.language, article.author.url)}">${escapeHtml(article.author.name)}</a><time datetime="${article.updatedAt}">${escapeHtml(formatBlogDate(article.updatedAt, article.language))}</time><span>${escapeHtml(texts.minutesToRead(article.readingTimeMinutes))}</span></div>`;
  return `<article class="card"><a href="${path}" tabindex="-1" aria-hidden="true">${renderCoverImage(article, { isLazy: options.isLazy, sizes: '(max-width: 520px) calc(100vw - 40px), 380px' })}</a><div class="card-body"><div class="chips">${chips}</div>${heading}${details}</div></article>`;
}
