import { isProbablyReaderable, Readability } from '@mozilla/readability';
import { DOMParser } from 'linkedom';
import { toVisibleText } from './visible-text.ts';

export interface ExtractedArticle {
  /** Readability's title: the article's headline, or the page title less the site name. '' when there is none. */
  title: string;
  /** The article's visible text, paragraphs separated by a blank line; '' when Readability found no article. */
  text: string;
  /** Whether Readability's quick check expects an article on this page (Firefox shows Reader View for these). */
  readerable: boolean;
  byline?: string;
  siteName?: string;
  /** The page's language as it declares it (`<html lang>`), e.g. `en-US`. */
  lang?: string;
}

/**
 * The main article of an HTML page, as Firefox's Reader View finds it
 * (@mozilla/readability on a linkedom document). `url` is the page's address:
 * Readability resolves links and `<base href>` against it.
 */
export function extractArticle(html: string, url: string): ExtractedArticle {
  const document = parseHtmlDocument(html, url);
  // Readability rewrites the document it parses; the quick check reads it first.
  const readerable = isProbablyReaderable(document);
  const article = new Readability<Element>(document, { serializer: (node) => node as Element }).parse();
  const title = (article?.title ?? document.title ?? '').trim();
  return {
    title,
    text: article?.content ? toVisibleText(article.content) : '',
    readerable,
    ...optional('byline', article?.byline),
    ...optional('siteName', article?.siteName),
    ...optional('lang', article?.lang ?? document.documentElement?.getAttribute('lang')),
  };
}

function parseHtmlDocument(html: string, url: string): Document {
  // linkedom's document is typed by linkedom's own classes, not the DOM's that Readability asks for; it implements what Readability reads.
  const document = new DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  // linkedom has no documentURI and reports a relative <base href> as the baseURI; Readability needs both absolute.
  const baseHref = document.querySelector('base[href]')?.getAttribute('href');
  Object.defineProperty(document, 'documentURI', { value: url });
  Object.defineProperty(document, 'baseURI', { value: resolveUrl(baseHref, url) });
  return document;
}

function resolveUrl(href: string | null | undefined, base: string): string {
  if (!href) return base;
  try {
    return new URL(href, base).href;
  } catch {
    return base;
  }
}

function optional<Key extends string>(key: Key, value: string | null | undefined): Partial<Record<Key, string>> {
  const trimmed = value?.trim();
  return trimmed ? ({ [key]: trimmed } as Record<Key, string>) : {};
}
