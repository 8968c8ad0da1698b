/** Hosts a link to one video may be on (the URL parser lowers the input's case). */
const VIDEO_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_LINK_HOST = 'youtu.be';
/** Path forms naming one video: `/shorts/ID`, `/embed/ID`, `/v/ID`, `/e/ID`, `/watch/ID`, a trailing slash allowed. */
const VIDEO_PATH_PATTERN = /^\/(?:shorts|embed|v|e|watch)\/([^/]+)\/?$/;
const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
/** Id-shaped names that embed something else (a playlist, a channel's live stream). */
const NOT_VIDEO_IDS = new Set(['videoseries', 'live_stream']);
const SCHEME_PATTERN = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/**
 * The 11-character id of the one video a YouTube link names, or null: the
 * product's YouTube rule (the corpora README's policy, the same rule the
 * server applies before it accepts origin 2). `watch?v=` and `youtu.be/`
 * links may carry `list=` and other parameters (the video is used);
 * playlists without a video, channels, handles, live pages, feeds, search,
 * attribution links and other hosts give null. A link without a scheme (or
 * starting with `//`) is read as https.
 */
export function findYouTubeVideoId(input: string): string | null {
  const url = toUrl(input.trim());
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '') return null;
  const videoId = videoIdOf(url);
  return videoId !== null && VIDEO_ID_PATTERN.test(videoId) && !NOT_VIDEO_IDS.has(videoId) ? videoId : null;
}

function toUrl(input: string): URL | null {
  const withScheme = input.startsWith('//') ? `https:${input}` : SCHEME_PATTERN.test(input) ? input : `https://${input}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

function videoIdOf(url: URL): string | null {
  if (url.hostname === SHORT_LINK_HOST) return /^\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? null;
  if (!VIDEO_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch' || url.pathname === '/watch/') return url.searchParams.get('v');
  return VIDEO_PATH_PATTERN.exec(url.pathname)?.[1] ?? null;
}
