import { SourceError, type UrlFetcher } from '../fetch/fetch-types.ts';
import type { CaptionCue } from './caption-cue.ts';
import { parseJson3Captions, parseXmlCaptions } from './parse-caption-track.ts';

/** A long video's captions are a few hundred kB of json3. */
const maxCaptionBytes = 8 * 1024 * 1024;

/**
 * A caption track's cues: `fmt=json3` first, then the default XML format of
 * the same URL when json3 is refused, empty or unreadable (YouTube answers
 * 200 with an empty body for a format it will not serve).
 */
export async function fetchCaptionCues(captionUrl: URL, fetcher: UrlFetcher): Promise<CaptionCue[]> {
  const json3Url = new URL(captionUrl);
  json3Url.searchParams.set('fmt', 'json3');
  const json3Body = await fetchCaptionBody(json3Url, fetcher, ['application/json', 'text/plain']);
  const json3Cues = json3Body === null ? null : parseJson3Captions(json3Body);
  if (json3Cues && json3Cues.length > 0) return json3Cues;

  const xmlUrl = new URL(captionUrl);
  xmlUrl.searchParams.delete('fmt');
  const xmlBody = await fetchCaptionBody(xmlUrl, fetcher, ['text/xml', 'application/xml']);
  const xmlCues = xmlBody === null ? null : parseXmlCaptions(xmlBody);
  const cues = xmlCues ?? json3Cues;
  if (cues) return cues;
  throw new SourceError('unreachable', "YouTube did not send this video's subtitles. Please try again later.");
}

/** The body as text, or null when this format is not to be had (refused type, HTTP error, empty body). */
async function fetchCaptionBody(url: URL, fetcher: UrlFetcher, accept: string[]): Promise<string | null> {
  try {
    const document = await fetcher.fetch(url.href, { accept, maxBytes: maxCaptionBytes });
    if (document.status < 200 || document.status > 299 || document.body.byteLength === 0) return null;
    return document.body.toString('utf8');
  } catch (error) {
    if (error instanceof SourceError && (error.reason === 'unsupported_content' || error.reason === 'http_error')) return null;
    throw error;
  }
}
