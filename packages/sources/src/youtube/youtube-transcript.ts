import { SourceError, type UrlFetcher } from '../fetch/fetch-types.ts';
import { captionCuesToText } from './caption-cues-to-text.ts';
import { fetchCaptionCues } from './fetch-caption-cues.ts';
import { chooseCaptionTrack, type YouTubeCaptionTrack } from './youtube-caption-track.ts';
import { blocked, fetchYouTubePlayer, type YouTubePlayerResponse } from './youtube-player.ts';

export interface FetchYouTubeTranscriptOptions {
  /** Every request goes through it: in production the SSRF-safe fetcher. */
  fetcher: UrlFetcher;
  /** Where YouTube is (default https://www.youtube.com); tests point it at a fake. */
  baseUrl?: string;
  /** Language codes in order of preference ('en', 'pt-BR'); a written track in any language still beats an automatic one. */
  preferredLanguages?: string[];
}

export interface YouTubeTranscript {
  title: string;
  /** The caption track's language code, as YouTube gives it ('en', 'en-GB', 'pt-BR'). */
  language: string;
  /** Sentences joined from the caption lines, paragraphs separated by a blank line. */
  text: string;
  /** `manual`: captions someone wrote; `auto`: YouTube's speech recognition. */
  kind: 'manual' | 'auto';
}

const defaultBaseUrl = 'https://www.youtube.com';
const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;
/** YouTube's sign that it takes this server for a bot ("Sign in to confirm you’re not a bot"). */
const botCheckPattern = /not a bot/i;

/**
 * The subtitles of a YouTube video as text, through YouTube's public
 * endpoints (see fetchYouTubePlayer): the player response lists the caption
 * tracks, the chosen one (chooseCaptionTrack) is read as json3 or XML.
 *
 * Throws `SourceError`: `invalid_youtube_url` (not a video id),
 * `no_captions` (no tracks, captions off, or a video that does not play:
 * private, removed, age-restricted), `unreachable` (YouTube blocks the
 * requests), `http_error`, and whatever the fetcher throws.
 */
export async function fetchYouTubeTranscript(videoId: string, options: FetchYouTubeTranscriptOptions): Promise<YouTubeTranscript> {
  if (!videoIdPattern.test(videoId)) throw new SourceError('invalid_youtube_url', 'Please enter a valid YouTube URL');
  const baseUrl = (options.baseUrl ?? defaultBaseUrl).replace(/\/+$/, '');
  const player = await fetchYouTubePlayer(videoId, { fetcher: options.fetcher, baseUrl });
  assertPlayable(player);
  const tracks = (player.captions?.playerCaptionsTracklistRenderer?.captionTracks ?? []).filter((track) => captionUrlOf(track, baseUrl) !== null);
  const track = chooseCaptionTrack(tracks, options.preferredLanguages ?? []);
  if (!track) throw noCaptions();
  const cues = await fetchCaptionCues(captionUrlOf(track, baseUrl)!, options.fetcher);
  const text = captionCuesToText(cues);
  if (text === '') throw noCaptions();
  return { title: player.videoDetails?.title?.trim() ?? '', language: track.languageCode, text, kind: track.kind === 'asr' ? 'auto' : 'manual' };
}

function assertPlayable(player: YouTubePlayerResponse): void {
  const status = player.playabilityStatus?.status;
  if (status === undefined || status === 'OK') return;
  if (status === 'LOGIN_REQUIRED' && botCheckPattern.test(player.playabilityStatus?.reason ?? '')) throw blocked();
  throw noCaptions();
}

/**
 * Where a track's captions are read: YouTube's own https hosts, or the
 * origin of `baseUrl` (a fake in tests lists tracks on itself). A track
 * elsewhere, or without a URL or a language, is not read.
 */
function captionUrlOf(track: YouTubeCaptionTrack, baseUrl: string): URL | null {
  if (typeof track.baseUrl !== 'string' || typeof track.languageCode !== 'string') return null;
  const url = URL.parse(track.baseUrl, baseUrl);
  if (!url) return null;
  const isYouTubeHost = url.protocol === 'https:' && (url.hostname === 'youtube.com' || url.hostname.endsWith('.youtube.com'));
  return isYouTubeHost || url.origin === new URL(baseUrl).origin ? url : null;
}

function noCaptions(): SourceError {
  return new SourceError('no_captions', 'Only videos with subtitles are supported: this video has none.');
}
