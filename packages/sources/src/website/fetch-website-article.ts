import { SourceError, type UrlFetcher } from '../fetch/fetch-types.ts';
import { decodeText } from '../text/decode-text.ts';
import { extractArticle, type ExtractedArticle } from './extract-article.ts';
import { findHtmlCharset } from './find-html-charset.ts';

export interface WebsiteArticle extends ExtractedArticle {
  /** The page's address after redirects. */
  url: string;
}

export interface FetchWebsiteArticleOptions {
  /** Bytes of HTML at most; the fetcher's own cap when absent. */
  maxBytes?: number;
  signal?: AbortSignal;
}

export const websiteContentTypes = ['text/html', 'application/xhtml+xml'] as const;

/** Shorter than this, what Readability found is a teaser, a cookie notice or a login wall, not an article to talk about. */
export const minArticleCharacters = 200;

/**
 * A web page's main article: fetched through `fetcher` (the SSRF-safe one in
 * the product), decoded by the charset the server or the page declares (else
 * guessed), extracted with Readability. Throws `no_article` when the page has
 * no article of at least `minArticleCharacters`.
 */
export async function fetchWebsiteArticle(url: string, fetcher: UrlFetcher, options: FetchWebsiteArticleOptions = {}): Promise<WebsiteArticle> {
  const document = await fetcher.fetch(url, {
    accept: websiteContentTypes,
    ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const html = decodeText(document.body, document.charset ?? findHtmlCharset(document.body));
  const article = extractArticle(html, document.url);
  if (article.text.length < minArticleCharacters) throw new SourceError('no_article', 'We could not find an article on this page.');
  return { ...article, url: document.url };
}
