import { isPlayableElement, type PlayableElement } from '../schema/element-schema.ts';
import type { Workspace } from '../schema/workspace-schema.ts';
import { isVoiceOver } from './is-voice-over.ts';
import { getClipRange, getDefaultPlayMode, getMatchPlaybackRate, type MediaDurations } from './media-playback.ts';
import { listSceneElements } from './scene-elements.ts';
import { listScenePlacements } from './scene-timing.ts';

/**
 * One sound on the workspace timeline: what a mixer needs to place a
 * music, video or person element's audio.
 */
export interface AudioSegment {
  key: string;
  element: PlayableElement;
  path: string;
  /** Where the sound starts on the workspace timeline, ms. */
  startMs: number;
  /** How long it sounds, ms: its slot, cut short when a play-once clip ends. */
  durationMs: number;
  clipStartMs: number;
  /** Clip length in the file, ms; Infinity when unknown. */
  clipDurationMs: number;
  /** play-loop with a known clip shorter than the slot. */
  isLooping: boolean;
  playbackRate: number;
  /** Element volume as a gain, 0–1. */
  volume: number;
  fadeInMs: number;
  fadeOutMs: number;
}

function getAudibleDurationMs(element: PlayableElement, clipDurationMs: number, playbackRate: number): number {
  const slotMs = element.timeline.end - element.timeline.start;
  const playMode = element.prop.play_mode ?? getDefaultPlayMode(element);
  if (playMode === 'play-loop') return slotMs;
  return Math.min(slotMs, clipDurationMs / playbackRate);
}

/** The sound of one playable element. Any cross-in / cross-out also fades its sound over the same time. */
export function getAudioSegment(element: PlayableElement, key: string, sceneStartMs: number, mediaDurationsMs: MediaDurations): AudioSegment {
  const { clipStartMs, clipDurationMs } = getClipRange(element, mediaDurationsMs);
  const slotMs = element.timeline.end - element.timeline.start;
  const playMode = element.prop.play_mode ?? getDefaultPlayMode(element);
  const playbackRate = playMode === 'play-match' ? getMatchPlaybackRate(clipDurationMs, slotMs) : 1;
  const durationMs = getAudibleDurationMs(element, clipDurationMs, playbackRate);
  const cross = element.timeline.cross;
  return {
    key,
    element,
    path: element.path,
    startMs: sceneStartMs + element.timeline.start,
    durationMs,
    clipStartMs,
    clipDurationMs,
    isLooping: playMode === 'play-loop' && clipDurationMs < slotMs,
    playbackRate,
    volume: element.volume / 100,
    fadeInMs: cross?.in ? Math.min(cross.in_time, durationMs) : 0,
    fadeOutMs: cross?.out && durationMs >= slotMs ? Math.min(cross.out_time, durationMs) : 0,
  };
}

/** Every sound of the workspace in timeline order; silent elements (volume 0, empty slot) and voice-over persons' own files are left out. */
export function findAudioSegments(workspace: Workspace, mediaDurationsMs: MediaDurations = {}): AudioSegment[] {
  return listScenePlacements(workspace)
    .flatMap(({ scene, sceneIndex, startMs }) =>
      listSceneElements(scene, sceneIndex).flatMap(({ element, key }) =>
        isPlayableElement(element) && !isVoiceOver(element) ? [getAudioSegment(element, key, startMs, mediaDurationsMs)] : [],
      ),
    )
    .filter((segment) => segment.volume > 0 && segment.durationMs > 0)
    .sort((a, b) => a.startMs - b.startMs);
}

/** The fade gain (0–1, before volume) of a segment at a workspace time. */
export function getSegmentFadeGain(segment: AudioSegment, timeMs: number): number {
  const elapsedMs = timeMs - segment.startMs;
  if (elapsedMs < 0 || elapsedMs >= segment.durationMs) return 0;
  const fadeIn = segment.fadeInMs > 0 ? Math.min(1, elapsedMs / segment.fadeInMs) : 1;
  const remainingMs = segment.durationMs - elapsedMs;
  const fadeOut = segment.fadeOutMs > 0 ? Math.min(1, remainingMs / segment.fadeOutMs) : 1;
  return fadeIn * fadeOut;
}
