import type { BlogArticle, BlogContent } from '../blog/blog-article.ts';
import { blogLanguages, type BlogLanguage } from '../blog/blog-languages.ts';
import { blogPaths } from '../blog/blog-paths.ts';
import { findRelatedFeatures } from '../blog/find-related-features.ts';
import { builtInFeatureTexts, featurePath } from '../features/built-in-features.ts';
import { renderArticleCard, renderCategoryChip, renderCoverImage } from './render-article-card.ts';
import { blogTexts, formatBlogDate } from './blog-texts.ts';
import { escapeHtml } from './escape-html.ts';
import { breadcrumbJsonLd, renderBreadcrumb, renderPageShell } from './render-page-shell.ts';

/** The article before and after this one in the listing order (listed articles only; none for an unlisted one). */
function findNeighbours(content: BlogContent, article: BlogArticle): { previous?: BlogArticle; next?: BlogArticle } {
  const listed = content.articles[article.language].filter((candidate) => candidate.isShow);
  const index = listed.findIndex((candidate) => candidate.url === article.url);
  if (index === -1) return {};
  return { previous: listed[index - 1], next: listed[index + 1] };
}

function articleJsonLd(origin: string, article: BlogArticle): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    image: [`${origin}${blogPaths.cover(article.cover.file)}`],
    datePublished: article.createdAt,
    dateModified: article.updatedAt,
    inLanguage: blogTexts[article.language].hreflang,
    author: { '@type': 'Organization', name: article.author.name, url: `${origin}${blogPaths.author(article.language, article.author.url)}` },
    publisher: { '@type': 'Organization', name: 'Talkreel', url: `${origin}/` },
    mainEntityOfPage: `${origin}${blogPaths.article(article.language, article.url)}`,
    articleSection: article.categories.map((category) => category.name[article.language]),
    timeRequired: `PT${article.readingTimeMinutes}M`,
  };
}

/** The feature pages the article is about, as cards (name and one line); picked from the English article so both languages agree. */
function renderRelatedFeatures(content: BlogContent, article: BlogArticle): string {
  const { language } = article;
  const english = content.articles.en.find((candidate) => candidate.url === article.url) ?? article;
  const items = findRelatedFeatures(english).map((slug) => {
    const { name, description } = builtInFeatureTexts[language][slug];
    return `<li><a href="${featurePath(language, slug)}">${escapeHtml(name)}<span>${escapeHtml(description)}</span></a></li>`;
  });
  return `<section class="related-features" aria-labelledby="related-features-title"><h2 id="related-features-title">${escapeHtml(blogTexts[language].relatedFeatures)}</h2><ul>${items.join('')}</ul></section>`;
}

/** One article: breadcrumb, categories, title, author, updated date, reading time, cover, body, source, related features, call to action, previous/next, related articles. */
export function renderArticlePage(content: BlogContent, article: BlogArticle, origin: string): string {
  const { language } = article;
  const texts = blogTexts[language];
  const firstCategory = article.categories[0];
  const crumbs: [string, string][] = [[texts.blog, blogPaths.home(language)]];
  if (firstCategory) crumbs.push([firstCategory.name[language], blogPaths.category(language, firstCategory.url)]);
  crumbs.push([article.title, blogPaths.article(language, article.url)]);
  const { previous, next } = findNeighbours(content, article);
  const related = article.relatedUrls
    .map((url) => content.articles[language].find((candidate) => candidate.url === url))
    .filter((candidate) => candidate !== undefined);
  const chips = article.categories.map((_category, index) => renderCategoryChip(article, index)).join('');
  const meta = `<div class="meta"><span>${escapeHtml(texts.by)} <a href="${blogPaths.author(language, article.author.url)}" rel="author">${escapeHtml(article.author.name)}</a></span><time datetime="${article.updatedAt}">${escapeHtml(texts.updatedOn(formatBlogDate(article.updatedAt, language)))}</time><span>${escapeHtml(texts.minutesToRead(article.readingTimeMinutes))}</span></div>`;
  const cta = `<aside class="cta"><h2>${escapeHtml(texts.ctaTitle)}</h2><p>${escapeHtml(texts.ctaText)}</p><a class="button" href="/">${escapeHtml(texts.tryTalkreel)}</a><div class="links">${texts.features
    .map((feature) => `<a href="${feature.path}">${escapeHtml(feature.label)}</a>`)
    .join('')}</div></aside>`;
  const neighbour = (other: BlogArticle | undefined, label: string, className: string, rel: string) =>
    other
      ? `<a class="${className}" href="${blogPaths.article(language, other.url)}" rel="${rel}"><span>${escapeHtml(label)}</span>${escapeHtml(other.title)}</a>`
      : '';
  const prevNext =
    previous || next
      ? `<nav class="prev-next" aria-label="${escapeHtml(`${texts.previousArticle} / ${texts.nextArticle}`)}">${neighbour(previous, texts.previousArticle, 'previous', 'prev')}${neighbour(next, texts.nextArticle, 'next', 'next')}</nav>`
      : '';
  const relatedSection =
    related.length > 0
      ? `<section class="related"><h2>${escapeHtml(texts.related)}</h2><div class="grid">${related
          .map((other) => renderArticleCard(other, { headingLevel: 3, isLazy: true, isCompact: true }))
          .join('')}</div></section>`
      : '';
  const main = `<div class="column">${renderBreadcrumb(language, crumbs)}<article><div class="chips">${chips}</div><h1>${escapeHtml(article.title)}</h1><p class="lead">${escapeHtml(article.description)}</p>${meta}<figure class="cover">${renderCoverImage(article, { isLazy: false, sizes: '(max-width: 760px) calc(100vw - 40px), 680px' })}</figure><div class="prose">${article.html}</div><p class="source">${escapeHtml(texts.source)}: ${escapeHtml(article.source)}</p></article>${renderRelatedFeatures(content, article)}${cta}${prevNext}${relatedSection}</div>`;
  return renderPageShell({
    language,
    origin,
    title: `${article.title} · ${texts.blogTitle}`,
    description: article.description,
    paths: Object.fromEntries(blogLanguages.map((other) => [other, blogPaths.article(other, article.url)])) as Record<BlogLanguage, string>,
    ogType: 'article',
    image: { path: blogPaths.cover(article.cover.file), widthPx: article.cover.widthPx, heightPx: article.cover.heightPx, alt: article.title },
    jsonLd: [articleJsonLd(origin, article), breadcrumbJsonLd(origin, crumbs)],
    main,
  });
}
