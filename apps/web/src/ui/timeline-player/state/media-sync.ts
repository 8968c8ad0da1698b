import { maxPlaybackRate } from '@talkreel/timeline';

/** Spec §9: a playing media element may drift this far from the timeline clock before it is seeked, s. */
export const syncToleranceS = 0.5;
/**
 * While the clock stands still (paused, scrubbing, a test drawing one time)
 * the picture must be the frame of that time: half a frame at the
 * renderer's 25 fps, s.
 */
export const stillToleranceS = 0.02;

/** Where `evaluate()` says a playable element is now. */
export interface MediaTarget {
  mediaTimeMs: number;
  playbackRate: number;
  /** False for a held last frame (play-immobilization, play-match past its end). */
  isPlaying: boolean;
  /** Volume with fades, 0–1; 0 when the element is not sounding. */
  gain: number;
}

/** What a `<video>` or `<audio>` is doing. */
export interface MediaState {
  currentTimeS: number;
  isPaused: boolean;
  playbackRate: number;
}

export interface MediaSyncAction {
  /** Seek here (s), or null to leave the position alone. */
  seekToS: number | null;
  shouldPlay: boolean;
  playbackRate: number;
  volume: number;
}

/**
 * Keeps one media element on the timeline clock. Outside its slot (no
 * target) it is paused and silent. While the clock runs it plays at the
 * element's rate (play-match capped at 16) and is seeked only when it
 * drifted more than 0.5 s, so small decoder jitter never causes a seek;
 * a loop's restart or a scrub is a large drift and seeks. While the clock
 * stands still, it is put on the exact frame.
 */
export function planMediaSync(target: MediaTarget | null, state: MediaState, isClockRunning: boolean): MediaSyncAction {
  if (!target) return { seekToS: null, shouldPlay: false, playbackRate: state.playbackRate, volume: 0 };
  const shouldPlay = isClockRunning && target.isPlaying;
  const desiredS = target.mediaTimeMs / 1000;
  const toleranceS = shouldPlay ? syncToleranceS : stillToleranceS;
  const isOff = Math.abs(state.currentTimeS - desiredS) > toleranceS;
  return {
    seekToS: isOff ? desiredS : null,
    shouldPlay,
    playbackRate: Math.min(maxPlaybackRate, Math.max(1 / 16, target.playbackRate)),
    volume: Math.min(1, Math.max(0, target.gain)),
  };
}
