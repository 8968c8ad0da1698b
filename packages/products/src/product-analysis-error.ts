import type { SourceError } from '@talkreel/sources';

/**
 * Why an analysis failed. `blocked`: the site refused us (403, 429, 503, a
 * robot check or bot challenge); `not_a_product`: the page has no product.
 * The others are the fetcher's (`SourceError`).
 */
export type ProductAnalysisErrorReason =
  | 'blocked'
  | 'not_a_product'
  | 'invalid_url'
  | 'blocked_address'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'unsupported_content'
  | 'http_error';

/** A failure a user can act on: `message` is shown as is. */
export class ProductAnalysisError extends Error {
  constructor(
    readonly reason: ProductAnalysisErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'ProductAnalysisError';
  }
}

const blockedMessage =
  "The shop's website blocked direct access to this page. Please use our Chrome extension to fetch the page info, or add the product's photos and videos yourself.";
export const notAProductMessage =
  "We could not find a product on this page. Please paste the link of one product's own page (not a category, search or home page), or add the product's photos and videos yourself.";

/** Statuses with which shops turn robots away: forbidden, too many requests, a challenge served as "unavailable". */
const blockingStatuses = new Set([403, 429, 503]);

export function createBlockedError(): ProductAnalysisError {
  return new ProductAnalysisError('blocked', blockedMessage);
}

/** The fetcher's failure in words about a product link. */
export function toProductAnalysisError(error: SourceError): ProductAnalysisError {
  switch (error.reason) {
    case 'http_error': {
      // The safe fetcher reports a status only in its message ("…the server answered 403 Forbidden.").
      const status = Number(/answered (\d{3})\b/u.exec(error.message)?.[1]);
      if (blockingStatuses.has(status)) return createBlockedError();
      return new ProductAnalysisError('http_error', `${error.message} Please check that the link opens the product page in your browser.`);
    }
    case 'invalid_url':
      return new ProductAnalysisError('invalid_url', `${error.message} Paste the full link of the product page, as your browser shows it.`);
    case 'blocked_address':
      return new ProductAnalysisError(
        'blocked_address',
        'This link points to a private or local network address, which cannot be analysed. Please paste the public link of the product page.',
      );
    case 'timeout':
      return new ProductAnalysisError(
        'timeout',
        "The shop's website took too long to answer. Please try again in a moment, or add the product's photos and videos yourself.",
      );
    case 'too_large':
      return new ProductAnalysisError('too_large', `${error.message} Please paste the link of the product's own page.`);
    case 'too_many_redirects':
      return new ProductAnalysisError(
        'too_many_redirects',
        'This link redirects too many times. Open it in your browser and paste the address of the product page it ends on.',
      );
    case 'unsupported_content': {
      const type = /of type (\S+?),/u.exec(error.message)?.[1];
      const what = type && type !== 'unknown' ? `a file of type ${type}` : 'a file';
      return new ProductAnalysisError('unsupported_content', `This link leads to ${what}, not to a web page. Please paste the link of the product's page.`);
    }
    default:
      return new ProductAnalysisError('unreachable', error.message);
  }
}
