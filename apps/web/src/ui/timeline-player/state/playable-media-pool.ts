import type { MediaDurations, PlayableElement } from '@talkreel/timeline';
import type { MediaState, MediaSyncAction } from './media-sync.ts';
import type { MediaPicture } from './paint-media-surface.ts';
import { pendingMediaTimeoutMs } from './pending-media.ts';

interface PlayableEntry {
  element: PlayableElement;
  media: HTMLVideoElement | HTMLAudioElement;
  hasError: boolean;
  /** The position last asked for while a seek is under way, s. */
  seekingToS: number | null;
}

/** Resolves on the first of `events` (or after the pending timeout, so a stuck file never hangs a draw). */
function waitForMediaEvent(media: HTMLMediaElement, events: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const event of events) media.removeEventListener(event, done);
      resolve();
    };
    const timer = setTimeout(done, pendingMediaTimeoutMs);
    for (const event of events) media.addEventListener(event, done);
  });
}

/**
 * One real `<video>` (video and person elements) or `<audio>` (music) per
 * playable element, keyed like `evaluate()` keys elements, so two elements
 * on the same file play independently. Durations read from the files feed
 * `evaluate()` for the play modes.
 */
export class PlayableMediaPool {
  readonly #entries = new Map<string, PlayableEntry>();
  readonly #onChange: () => void;
  readonly #resolvePath: (mediaPath: string) => string;
  #durationsMs: MediaDurations = {};

  /** `resolvePath` turns an element path (a storage key in the editor) into the URL loaded; durations stay keyed by the path. */
  constructor(onChange: () => void, resolvePath: (mediaPath: string) => string = (mediaPath) => mediaPath) {
    this.#onChange = onChange;
    this.#resolvePath = resolvePath;
  }

  /**
   * Keeps a media element for `key`. Registering a key again with an edited
   * element keeps its media element while the path is the same (a moved or
   * trimmed video does not reload) and replaces it when the path changed.
   */
  register(key: string, element: PlayableElement): void {
    const existing = this.#entries.get(key);
    if (existing && existing.element.path === element.path && existing.element.type === element.type) {
      existing.element = element;
      return;
    }
    if (existing) this.release(key);
    const media = element.type === 'music' ? document.createElement('audio') : document.createElement('video');
    media.crossOrigin = 'anonymous';
    media.preload = 'auto';
    if (media instanceof HTMLVideoElement) media.playsInline = true;
    const entry: PlayableEntry = { element, media, hasError: false, seekingToS: null };
    media.addEventListener('loadedmetadata', () => {
      if (Number.isFinite(media.duration)) this.#durationsMs = { ...this.#durationsMs, [element.path]: media.duration * 1000 };
      this.#onChange();
    });
    media.addEventListener('seeked', () => {
      entry.seekingToS = null;
      this.#onChange();
    });
    media.addEventListener('loadeddata', () => this.#onChange());
    media.addEventListener('error', () => {
      entry.hasError = true;
      this.#onChange();
    });
    media.src = this.#resolvePath(element.path);
    this.#entries.set(key, entry);
  }

  /** Source lengths by path, for `evaluate()`; a new object whenever one is learnt. */
  get durationsMs(): MediaDurations {
    return this.#durationsMs;
  }

  keys(): string[] {
    return [...this.#entries.keys()];
  }

  /** The elements whose file could not be played. */
  listFailed(): { key: string; element: PlayableElement }[] {
    return [...this.#entries].filter(([, entry]) => entry.hasError).map(([key, entry]) => ({ key, element: entry.element }));
  }

  /** The frame a video element shows now, or null before it has one. */
  getPicture(key: string): MediaPicture | null {
    const media = this.#entries.get(key)?.media;
    if (!(media instanceof HTMLVideoElement) || media.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || media.videoWidth === 0) return null;
    return { source: media, widthPx: media.videoWidth, heightPx: media.videoHeight };
  }

  /** Where a media element is; during a seek, where it is going. */
  readState(key: string): MediaState {
    const entry = this.#entries.get(key);
    if (!entry) return { currentTimeS: 0, isPaused: true, playbackRate: 1 };
    return { currentTimeS: entry.seekingToS ?? entry.media.currentTime, isPaused: entry.media.paused, playbackRate: entry.media.playbackRate };
  }

  /** Cannot play on right now: no data ahead of the position, or a seek under way. */
  isWaiting(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry || entry.hasError) return false;
    return entry.media.seeking || entry.media.readyState < HTMLMediaElement.HAVE_FUTURE_DATA;
  }

  apply(key: string, action: MediaSyncAction): void {
    const entry = this.#entries.get(key);
    if (!entry || entry.hasError) return;
    const { media } = entry;
    const isSameSeek = entry.seekingToS !== null && action.seekToS !== null && Math.abs(entry.seekingToS - action.seekToS) < 0.05;
    if (action.seekToS !== null && !isSameSeek) {
      entry.seekingToS = action.seekToS;
      media.currentTime = action.seekToS;
    }
    if (media.playbackRate !== action.playbackRate) media.playbackRate = action.playbackRate;
    if (Math.abs(media.volume - action.volume) > 0.001) media.volume = action.volume;
    if (action.shouldPlay && media.paused) void media.play().catch(() => undefined);
    if (!action.shouldPlay && !media.paused) media.pause();
  }

  /** Puts one media element exactly at `timeS` and resolves once that frame can be drawn. */
  async seekExactly(key: string, timeS: number): Promise<void> {
    const entry = this.#entries.get(key);
    if (!entry || entry.hasError) return;
    const { media } = entry;
    if (!media.paused) media.pause();
    if (media.readyState < HTMLMediaElement.HAVE_METADATA) await waitForMediaEvent(media, ['loadedmetadata', 'error']);
    if (Math.abs(media.currentTime - timeS) < 0.001 && !media.seeking && media.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return;
    const seeked = waitForMediaEvent(media, ['seeked', 'error']);
    entry.seekingToS = timeS;
    media.currentTime = timeS;
    await seeked;
  }

  /** Reloads the media that failed. */
  retry(): void {
    for (const entry of this.#entries.values()) {
      if (!entry.hasError) continue;
      entry.hasError = false;
      entry.media.load();
    }
    this.#onChange();
  }

  /** Stops and unloads the media element of a key no longer in the workspace. */
  release(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    entry.media.pause();
    entry.media.removeAttribute('src');
    entry.media.load();
  }

  dispose(): void {
    for (const key of this.keys()) this.release(key);
  }
}
