import type { PlayableElement } from '../schema/element-schema.ts';
import { maxPlaybackRate, type PlayMode } from '../schema/play-mode.ts';

/** Source media lengths in ms, by element `path`; a renderer probes them, a browser reads them from its media elements. */
export type MediaDurations = Readonly<Record<string, number>>;

/** Held frames sit this far before the clip end, so a decoder or `<video>` shows the last frame rather than none. */
export const heldFrameOffsetMs = 1;

export interface ClipRange {
  clipStartMs: number;
  /** Length of the clip; Infinity when neither `clip.end` nor the media duration is known. */
  clipDurationMs: number;
}

export interface MediaPlayback {
  /** Position in the source file, ms. */
  mediaTimeMs: number;
  playbackRate: number;
  /** False once the media has ended (a held last frame, or a play-once element that is gone): no sound. */
  isPlaying: boolean;
  /** False once play-preset-1 media has ended: the element is no longer shown. */
  isVisible: boolean;
}

export function getDefaultPlayMode(element: PlayableElement): PlayMode {
  return element.type === 'music' ? 'play-loop' : 'play-immobilization';
}

export function getClipRange(element: PlayableElement, mediaDurationsMs: MediaDurations = {}): ClipRange {
  const clipStartMs = element.prop.clip?.start ?? 0;
  const mediaDurationMs = mediaDurationsMs[element.path];
  const clipEndMs = Math.min(element.prop.clip?.end ?? Infinity, mediaDurationMs ?? Infinity);
  return { clipStartMs, clipDurationMs: Math.max(0, clipEndMs - clipStartMs) };
}

/** play-match: the rate that makes the clip fill the slot exactly, capped at 16. */
export function getMatchPlaybackRate(clipDurationMs: number, slotMs: number): number {
  if (!Number.isFinite(clipDurationMs) || slotMs <= 0 || clipDurationMs <= 0) return 1;
  return Math.min(maxPlaybackRate, clipDurationMs / slotMs);
}

/** Which moment of its media a playable element shows and sounds `elapsedMs` after its slot starts. */
export function getMediaPlayback(element: PlayableElement, elapsedMs: number, mediaDurationsMs: MediaDurations = {}): MediaPlayback {
  const { clipStartMs, clipDurationMs } = getClipRange(element, mediaDurationsMs);
  const slotMs = element.timeline.end - element.timeline.start;
  const playMode = element.prop.play_mode ?? getDefaultPlayMode(element);
  const lastFrameMs = clipStartMs + Math.max(0, clipDurationMs - heldFrameOffsetMs);
  const hasEnded = elapsedMs >= clipDurationMs;
  switch (playMode) {
    case 'play-loop': {
      const offsetMs = Number.isFinite(clipDurationMs) && clipDurationMs > 0 ? elapsedMs % clipDurationMs : elapsedMs;
      return { mediaTimeMs: clipStartMs + offsetMs, playbackRate: 1, isPlaying: true, isVisible: true };
    }
    case 'play-immobilization':
      return hasEnded
        ? { mediaTimeMs: lastFrameMs, playbackRate: 1, isPlaying: false, isVisible: true }
        : { mediaTimeMs: clipStartMs + elapsedMs, playbackRate: 1, isPlaying: true, isVisible: true };
    case 'play-preset-1':
      return hasEnded
        ? { mediaTimeMs: lastFrameMs, playbackRate: 1, isPlaying: false, isVisible: false }
        : { mediaTimeMs: clipStartMs + elapsedMs, playbackRate: 1, isPlaying: true, isVisible: true };
    case 'play-match': {
      const playbackRate = getMatchPlaybackRate(clipDurationMs, slotMs);
      const offsetMs = elapsedMs * playbackRate;
      return offsetMs >= clipDurationMs
        ? { mediaTimeMs: lastFrameMs, playbackRate, isPlaying: false, isVisible: true }
        : { mediaTimeMs: clipStartMs + offsetMs, playbackRate, isPlaying: true, isVisible: true };
    }
  }
}
