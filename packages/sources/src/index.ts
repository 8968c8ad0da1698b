export { SourceError, type FetchRequest, type FetchedDocument, type SourceErrorReason, type UrlFetcher } from './fetch/fetch-types.ts';
export {
  createSafeFetcher,
  defaultFetchMaxBytes,
  defaultFetchTimeoutMs,
  defaultMaxRedirects,
  type HostLookup,
  type ResolvedAddress,
  type SafeFetcherOptions,
} from './fetch/safe-fetch.ts';
export { isPublicAddress } from './fetch/ip-address-policy.ts';

export { extractArticle, type ExtractedArticle } from './website/extract-article.ts';
export { fetchWebsiteArticle, type FetchWebsiteArticleOptions, type WebsiteArticle } from './website/fetch-website-article.ts';
export { decodeText } from './text/decode-text.ts';
export { extractPlainText, type ExtractPlainTextOptions, type PlainText } from './text/extract-plain-text.ts';
export { splitTextTitle, type TitledText } from './text/split-text-title.ts';
export { extractPdfText, type ExtractPdfTextOptions, type PdfText } from './pdf/extract-pdf-text.ts';
export { extractDocxText, type DocxText, type ExtractDocxTextOptions } from './docx/extract-docx-text.ts';

export { fetchYouTubeTranscript, type FetchYouTubeTranscriptOptions, type YouTubeTranscript } from './youtube/youtube-transcript.ts';

export { loadSampleArticles, matchSampleArticleUrl, readSampleArticleHtml, sampleArticlePathPrefix, type SampleArticle } from './samples/sample-articles.ts';
