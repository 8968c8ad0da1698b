/** A link read by the YouTube rule: its video's id, or the message the form and the API show. */
export type YouTubeUrlParse = { ok: true; videoId: string } | { ok: false; message: 'Please enter a valid YouTube URL' };

/** The hosts a link to one video may be on (lower case; the URL parser lowers the input's). */
const videoHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const shortLinkHost = 'youtu.be';
/** Path forms that name one video: `/shorts/ID`, `/embed/ID`, `/v/ID`, `/e/ID`, `/watch/ID` (a trailing slash allowed). */
const videoPathPattern = /^\/(?:shorts|embed|v|e|watch)\/([^/]+)\/?$/;
const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;
/** Names that have the shape of an id but are embeds of something else (a playlist, a channel's live stream). */
const notVideoIds = new Set(['videoseries', 'live_stream']);
const schemePattern = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
const invalid = { ok: false, message: 'Please enter a valid YouTube URL' } as const;

/**
 * The product's YouTube rule (corpora README, "YouTube link policy"): a link
 * to one video gives its 11-character id; playlists without a video,
 * channels, handles, live pages, feeds, search, attribution links and other
 * hosts do not. The web form checks a link with it before it sends origin 2, and
 * the server and the worker again. `watch?v=` and `youtu.be/` links may carry `list=` and other
 * parameters (the video is used). A link without a scheme (or starting with
 * `//`) is read as https.
 */
export function parseYouTubeUrl(input: string): YouTubeUrlParse {
  const url = toUrl(input.trim());
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '') return invalid;
  const videoId = videoIdOf(url);
  return videoId !== null && videoIdPattern.test(videoId) && !notVideoIds.has(videoId) ? { ok: true, videoId } : invalid;
}

/** `new URL` in a try rather than `URL.parse`: the web app runs this too, and browsers before 2024 lack `URL.parse`. */
function toUrl(input: string): URL | null {
  const withScheme = input.startsWith('//') ? `https:${input}` : schemePattern.test(input) ? input : `https://${input}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

function videoIdOf(url: URL): string | null {
  if (url.hostname === shortLinkHost) return /^\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? null;
  if (!videoHosts.has(url.hostname)) return null;
  if (url.pathname === '/watch' || url.pathname === '/watch/') return url.searchParams.get('v');
  return videoPathPattern.exec(url.pathname)?.[1] ?? null;
}
