import { SourceError, type FetchedDocument, type UrlFetcher } from '../fetch/fetch-types.ts';
import type { YouTubeCaptionTrack } from './youtube-caption-track.ts';

/** The parts of an innertube player response that transcripts read. */
export interface YouTubePlayerResponse {
  playabilityStatus?: { status?: string; reason?: string };
  videoDetails?: { videoId?: string; title?: string };
  captions?: { playerCaptionsTracklistRenderer?: { captionTracks?: YouTubeCaptionTrack[] } };
}

/**
 * The innertube client asked for the player: the Android app's caption URLs
 * are served without the proof-of-origin token the web client's have needed
 * since 2025 (theirs carry `exp=xpe` and come back empty). The version is the
 * one youtube-transcript-api sends.
 */
const innertubeClient = { clientName: 'ANDROID', clientVersion: '20.10.38', hl: 'en' };
const androidUserAgent = `com.google.android.youtube/${innertubeClient.clientVersion} (Linux; U; Android 14) gzip`;
const browserUserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const acceptLanguage = 'en-US,en;q=0.9';
/** A watch page is 1–2 MB of HTML and scripts. */
const maxWatchPageBytes = 8 * 1024 * 1024;
const maxPlayerResponseBytes = 4 * 1024 * 1024;
/** The EU cookie wall: the watch page is a form posting to consent.youtube.com. */
const consentFormMarker = 'action="https://consent.youtube.com/s"';

/**
 * A video's player response the way YouTube's own apps get it: the watch
 * page first (for the innertube API key, and past the EU cookie wall with
 * the CONSENT cookie its form sets), then `POST /youtubei/v1/player` as the
 * Android client.
 *
 * Throws `SourceError('unreachable')` when YouTube blocks the requests (HTTP
 * 429, a captcha, a cookie wall that does not open) and `http_error` for
 * other failures.
 */
export async function fetchYouTubePlayer(videoId: string, options: { fetcher: UrlFetcher; baseUrl: string }): Promise<YouTubePlayerResponse> {
  const { fetcher, baseUrl } = options;
  const { apiKey, cookie } = await readWatchPage(videoId, fetcher, baseUrl);
  const query = new URLSearchParams({ ...(apiKey ? { key: apiKey } : {}), prettyPrint: 'false' });
  const response = await fetcher.fetch(`${baseUrl}/youtubei/v1/player?${query}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': androidUserAgent,
      'Accept-Language': acceptLanguage,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify({ context: { client: innertubeClient }, videoId }),
    accept: ['application/json'],
    maxBytes: maxPlayerResponseBytes,
  });
  assertSuccess(response);
  try {
    return JSON.parse(response.body.toString('utf8')) as YouTubePlayerResponse;
  } catch {
    throw new SourceError('http_error', 'YouTube sent an answer we could not read. Please try again later.');
  }
}

async function readWatchPage(videoId: string, fetcher: UrlFetcher, baseUrl: string): Promise<{ apiKey: string | null; cookie: string | null }> {
  const url = `${baseUrl}/watch?${new URLSearchParams({ v: videoId, hl: 'en' })}`;
  const fetchPage = async (cookie: string | null): Promise<string> => {
    const page = await fetcher.fetch(url, {
      headers: { 'User-Agent': browserUserAgent, 'Accept-Language': acceptLanguage, ...(cookie ? { Cookie: cookie } : {}) },
      accept: ['text/html'],
      maxBytes: maxWatchPageBytes,
    });
    assertSuccess(page);
    return page.body.toString('utf8');
  };
  let cookie: string | null = null;
  let html = await fetchPage(cookie);
  if (html.includes(consentFormMarker)) {
    const consentValue = /name="v" value="([^"]*)"/.exec(html)?.[1];
    if (consentValue === undefined) throw blocked();
    cookie = `CONSENT=YES+${consentValue}`;
    html = await fetchPage(cookie);
    if (html.includes(consentFormMarker)) throw blocked();
  }
  if (html.includes('class="g-recaptcha"')) throw blocked();
  return { apiKey: /"INNERTUBE_API_KEY":\s*"([A-Za-z0-9_-]+)"/.exec(html)?.[1] ?? null, cookie };
}

function assertSuccess(document: FetchedDocument): void {
  if (document.status === 429) throw blocked();
  if (document.status < 200 || document.status > 299)
    throw new SourceError('http_error', `YouTube answered with an error (HTTP ${document.status}). Please try again later.`);
}

/** YouTube refuses this server for now: rate limit, captcha, bot check. */
export function blocked(): SourceError {
  return new SourceError('unreachable', 'YouTube is not letting us read this video right now. Please try again later.');
}
