import { readFileSync } from 'node:fs';
import path from 'node:path';

/** mozilla/readability's test pages (third-party articles, test fixtures only): the article HTML Readability is expected to extract. */
const pagesDirectory = path.resolve(import.meta.dirname, '../../../../../shared/corpora/readability-test-pages/pages');

/** An article of the corpus as text, paragraphs separated by blank lines, with its title. */
export interface CorpusArticle {
  title: string;
  text: string;
}

/** Reads one page's expected article: block elements become paragraph breaks, tags are dropped, entities decoded. */
export function readCorpusArticle(page: string): CorpusArticle {
  const html = readFileSync(path.join(pagesDirectory, page, 'expected.html'), 'utf8');
  const metadata = JSON.parse(readFileSync(path.join(pagesDirectory, page, 'expected-metadata.json'), 'utf8')) as { title?: string };
  const text = html
    .replace(/<(script|style|figure|figcaption|pre|code)\b[\s\S]*?<\/\1>/giu, ' ')
    .replace(/<\/?(p|div|h[1-6]|li|ul|ol|br|blockquote|section|article|table|tr)\b[^>]*>/giu, '\n\n')
    .replace(/<[^>]+>/gu, ' ')
    .replace(/&nbsp;/gu, ' ')
    .replace(/&(amp|lt|gt|quot|apos|#39);/gu, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" })[name] ?? '')
    .replace(/&#(x?)([0-9a-f]+);/giu, (_, hex: string, code: string) => String.fromCodePoint(Number.parseInt(code, hex ? 16 : 10)))
    .replace(/[ \t]*\n[ \t]*/gu, '\n')
    .replace(/\n{3,}/gu, '\n\n')
    .replace(/[ \t]+/gu, ' ')
    .trim();
  return { title: metadata.title ?? page, text };
}

/** English news and essay pages with enough prose to make a long source. */
export const englishCorpusPages = ['bbc-1', 'nytimes-1', 'wapo-1', 'herald-sun-1', 'seattletimes-1', 'quanta-1', 'medium-1', 'gitlab-blog'] as const;

/** The English pages one after another: about 13,000 words of real prose, a source longer than any podcast. */
export function readLongEnglishSource(): CorpusArticle {
  const articles = englishCorpusPages.map(readCorpusArticle);
  return { title: articles[0]!.title, text: articles.map((article) => article.text).join('\n\n') };
}
