import { DOMParser } from 'linkedom';

/** A fetched product page, parsed once and read by every extractor. */
export interface ProductPage {
  /** The page's address after redirects. */
  url: string;
  /** What relative links resolve against: the page's `<base href>`, else `url`. */
  baseUrl: string;
  html: string;
  document: Document;
}

/** Parses HTML with linkedom (no scripts run, nothing fetched). */
export function parseProductPage(html: string, url: string): ProductPage {
  // linkedom's document is typed by its own classes; it implements the DOM that the extractors read.
  const document = new DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  const baseHref = document.querySelector('base[href]')?.getAttribute('href');
  return { url, baseUrl: (baseHref && resolvePageUrl(baseHref, url)) || url, html, document };
}

/** An absolute http(s) URL for `href` on the page, or undefined (`javascript:`, `data:`, unparsable). */
export function resolvePageUrl(href: string | null | undefined, baseUrl: string): string | undefined {
  const trimmed = href?.trim();
  if (!trimmed) return undefined;
  try {
    const resolved = new URL(trimmed, baseUrl);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}
