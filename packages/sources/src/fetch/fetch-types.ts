/**
 * The one shape every server-side fetch of a user-given URL takes. The SSRF-safe
 * fetcher (`createSafeFetcher`) implements it; extractors (website, YouTube)
 * receive it, so tests hand them a fetcher that may reach a local fake.
 */
export interface FetchRequest {
  method?: 'GET' | 'POST';
  headers?: Readonly<Record<string, string>>;
  body?: string;
  /** Content types (type/subtype, no parameters) the caller can read; others are refused. */
  accept?: readonly string[];
  /** Bytes of body at most; more is refused, not truncated. */
  maxBytes?: number;
  signal?: AbortSignal;
  /**
   * The first answer as it came: any status (a 4xx or 5xx is returned, not
   * thrown), a redirect not followed (the 3xx is the answer), and a body
   * longer than `maxBytes` cut there instead of refused. For webhook
   * deliveries, which need only the status and the start of the body.
   */
  readAnyResponse?: boolean;
}

export interface FetchedDocument {
  /** The final URL after redirects. */
  url: string;
  status: number;
  /** The content type without parameters, lower case ('' when absent). */
  contentType: string;
  /** The charset parameter of the content type, lower case, when given. */
  charset?: string;
  body: Buffer;
}

export interface UrlFetcher {
  fetch(url: string, request?: FetchRequest): Promise<FetchedDocument>;
}

export type SourceErrorReason =
  | 'invalid_url'
  | 'blocked_address'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'unsupported_content'
  | 'http_error'
  | 'no_article'
  | 'invalid_youtube_url'
  | 'no_captions'
  | 'password_required'
  | 'unreadable_document'
  | 'empty_document';

/** A failure a user can act on: `message` is shown as is. */
export class SourceError extends Error {
  constructor(
    readonly reason: SourceErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}
