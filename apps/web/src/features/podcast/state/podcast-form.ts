import {
  parseYouTubeUrl,
  podcastLongTextMaxCharacters,
  podcastOrigins,
  type CreatePodcastRequest,
  type PodcastDuration,
  type PodcastOrigin,
  type TurnLength,
} from '@talkreel/contract';

/** Spec §2: the page's top tabs. */
export type PodcastTab = 'generate' | 'upload-script' | 'upload-audio';
/** Spec §2: the sources under 'Generate Script'. */
export type PodcastSource = 'website' | 'youtube' | 'pdf' | 'long-text';

/** A document stored by POST /common/upload (purpose `podcast_script`). */
export interface UploadedDocument {
  path: string;
  name: string;
}

export interface PodcastForm {
  tab: PodcastTab;
  source: PodcastSource;
  websiteUrl: string;
  youtubeUrl: string;
  longText: string;
  /** The PDF (or DOCX, TXT) whose text the writer turns into a script. */
  sourceDocument: UploadedDocument | null;
  /** A finished two-person script (Upload Script). */
  scriptDocument: UploadedDocument | null;
  /** A recording of two people talking (Upload Audio), MP3 or WAV. */
  audioDocument: UploadedDocument | null;
  hostPairId: string | null;
  language: string;
  videoDuration: PodcastDuration;
  turnLength: TurnLength;
}

/** Spec §3 'Podcast options': english, 3-5 minutes and short turns by default. */
export const EMPTY_PODCAST_FORM: PodcastForm = {
  tab: 'generate',
  source: 'website',
  websiteUrl: '',
  youtubeUrl: '',
  longText: '',
  sourceDocument: null,
  scriptDocument: null,
  audioDocument: null,
  hostPairId: null,
  language: 'english',
  videoDuration: '3-5',
  turnLength: 'short',
};

/** The origins this form sends: every one but 'another link' (3), which only the API takes. */
export type PodcastFormOrigin = Exclude<PodcastOrigin, typeof podcastOrigins.otherLink>;

export function originOf(form: Pick<PodcastForm, 'tab' | 'source'>): PodcastFormOrigin {
  if (form.tab === 'upload-script') return podcastOrigins.uploadedScript;
  if (form.tab === 'upload-audio') return podcastOrigins.uploadedAudio;
  switch (form.source) {
    case 'website':
      return podcastOrigins.website;
    case 'youtube':
      return podcastOrigins.youtube;
    case 'long-text':
      return podcastOrigins.longText;
    case 'pdf':
      return podcastOrigins.document;
  }
}

/** What the current tab and source would send: a link, a text or a stored file's path; '' when there is none. */
export function inputValueOf(form: PodcastForm): string {
  if (form.tab === 'upload-script') return form.scriptDocument?.path ?? '';
  if (form.tab === 'upload-audio') return form.audioDocument?.path ?? '';
  switch (form.source) {
    case 'website':
      return form.websiteUrl.trim();
    case 'youtube':
      return form.youtubeUrl.trim();
    case 'long-text':
      return form.longText.trim();
    case 'pdf':
      return form.sourceDocument?.path ?? '';
  }
}

/**
 * Spec §4 'Podcast Create button': disabled while no host pair is selected, a
 * request is running, or no input value is present.
 */
export function canCreatePodcast(form: PodcastForm, isRequestRunning: boolean): boolean {
  return form.hostPairId !== null && !isRequestRunning && inputValueOf(form) !== '';
}

/** The YouTube field's message after it loses focus (spec §5); null while empty or valid. */
export function youtubeUrlError(url: string): 'invalid' | null {
  return url.trim() === '' || parseYouTubeUrl(url).ok ? null : 'invalid';
}

/** Spec §3 'Podcast create payload': the host pair, the options, the origin and its one input. */
export function toCreatePodcastRequest(form: PodcastForm): CreatePodcastRequest {
  if (!form.hostPairId) throw new Error('A podcast needs a host pair');
  const origin = originOf(form);
  const input =
    origin === podcastOrigins.website || origin === podcastOrigins.youtube
      ? { url: inputValueOf(form) }
      : origin === podcastOrigins.longText
        ? { long_text: form.longText.trim().slice(0, podcastLongTextMaxCharacters) }
        : { file_path: inputValueOf(form) };
  return {
    podcast_avatar_id: form.hostPairId,
    language: form.language,
    video_duration: form.videoDuration,
    duration_per_turn: form.turnLength,
    origin,
    ...input,
  };
}
