import type { BlogContent } from '../blog/blog-article.ts';
import type { BlogLanguage } from '../blog/blog-languages.ts';
import { blogPaths } from '../blog/blog-paths.ts';
import { blogTexts } from './blog-texts.ts';
import { escapeHtml } from './escape-html.ts';

/** Items in a feed: the newest 50 listed articles. */
const feedItemCount = 50;

const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

/** RSS 2.0 feed of one language's listed articles, newest first, with their full HTML. */
export function renderFeed(content: BlogContent, language: BlogLanguage, origin: string): string {
  const texts = blogTexts[language];
  const articles = content.articles[language]
    .filter((article) => article.isShow)
    .sort((first, second) => second.createdAt.localeCompare(first.createdAt) || first.url.localeCompare(second.url))
    .slice(0, feedItemCount);
  const items = articles.map((article) => {
    const link = `${origin}${blogPaths.article(language, article.url)}`;
    const categories = article.categories.map((category) => `<category>${escapeHtml(category.name[language])}</category>`).join('');
    return `<item><title>${escapeHtml(article.title)}</title><link>${escapeHtml(link)}</link><guid isPermaLink="true">${escapeHtml(link)}</guid><pubDate>${rfc822(article.createdAt)}</pubDate><dc:creator>${escapeHtml(article.author.name)}</dc:creator>${categories}<description>${escapeHtml(article.description)}</description><content:encoded>${escapeHtml(article.html)}</content:encoded></item>`;
  });
  const lastBuild = articles
    .map((article) => article.updatedAt)
    .sort()
    .at(-1);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>${escapeHtml(texts.blogTitle)}</title><link>${escapeHtml(`${origin}${blogPaths.home(language)}`)}</link><atom:link href="${escapeHtml(`${origin}${blogPaths.feed(language)}`)}" rel="self" type="application/rss+xml"/><description>${escapeHtml(texts.blogDescription)}</description><language>${texts.hreflang.toLowerCase()}</language>${lastBuild ? `<lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>` : ''}${items.join('')}</channel></rss>\n`;
}
