import { SourceError, type FetchedDocument, type FetchRequest, type UrlFetcher } from '../fetch/fetch-types.ts';

export interface FakePage {
  /** `text/html; charset=gbk` as a server would send it. */
  contentType: string;
  body: string | Uint8Array;
  /** The URL the page ends up at after redirects; the requested one when absent. */
  finalUrl?: string;
}

export interface FakeUrlFetcher extends UrlFetcher {
  readonly requests: { url: string; request: FetchRequest }[];
}

/**
 * A UrlFetcher over fixed pages, keeping the safe fetcher's contract: a type
 * outside `accept` is `unsupported_content`, a body over `maxBytes` is
 * `too_large`, an unknown URL is a 404 `http_error`. For tests of code that
 * reads what the fetcher returns; the network rules are safe-fetch.ts's own.
 */
export function createFakeUrlFetcher(pages: Readonly<Record<string, FakePage>>): FakeUrlFetcher {
  const requests: { url: string; request: FetchRequest }[] = [];
  return {
    requests,
    async fetch(url, request = {}): Promise<FetchedDocument> {
      requests.push({ url, request });
      const page = pages[url];
      if (!page) throw new SourceError('http_error', 'The page could not be loaded: the server answered 404 Not Found.');
      const [type = '', ...parameters] = page.contentType.split(';');
      const contentType = type.trim().toLowerCase();
      const charset = parameters.map((parameter) => /charset=([^;\s]+)/iu.exec(parameter)?.[1]?.toLowerCase()).find(Boolean);
      if (request.accept && !request.accept.includes(contentType)) {
        throw new SourceError('unsupported_content', `This link leads to content of type ${contentType}, which cannot be read here.`);
      }
      const body = typeof page.body === 'string' ? Buffer.from(page.body) : Buffer.from(page.body);
      if (request.maxBytes !== undefined && body.byteLength > request.maxBytes) throw new SourceError('too_large', 'This page is too large to fetch.');
      return { url: page.finalUrl ?? url, status: 200, contentType, ...(charset ? { charset } : {}), body };
    },
  };
}
