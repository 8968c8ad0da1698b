import {
  getMediaPlayback,
  isPlayableElement,
  listSceneElements,
  type FrameEvaluation,
  type MediaDurations,
  type PlayableElement,
  type Workspace,
} from '@talkreel/timeline';
import type { MediaTarget } from './media-sync.ts';

export interface PlayablePlacement {
  key: string;
  element: PlayableElement;
  sceneIndex: number;
  /** A sound `evaluate()` does not know (a person's speech preview) plays at this gain, 0–1. */
  fixedGain?: number;
}

/** The key of a person's speech preview: the person's key with this ending. */
export const speechKeySuffix = ':speech';

/** A person's speech preview (`prop.meta.preview_audio`, set when the editor made its speech), or undefined. */
export function getPreviewAudioPath(element: PlayableElement): string | undefined {
  if (element.type !== 'person') return undefined;
  const previewAudio = (element.prop.meta as Record<string, unknown> | undefined)?.preview_audio;
  return typeof previewAudio === 'string' && previewAudio.length > 0 ? previewAudio : undefined;
}

/** The speech preview as a sound of its own over the person's slot, played once from its start. */
function getSpeechPlacement(key: string, element: PlayableElement, sceneIndex: number): PlayablePlacement | null {
  const path = getPreviewAudioPath(element);
  if (!path || element.type !== 'person') return null;
  const speech: PlayableElement = {
    type: 'music',
    path,
    volume: element.volume,
    timeline: element.timeline,
    zindex: element.zindex,
    prop: { play_mode: 'play-immobilization' },
    x: 0,
    y: 0,
    w: 0,
    h: 0,
  };
  return { key: `${key}${speechKeySuffix}`, element: speech, sceneIndex, fixedGain: element.volume / 100 };
}

/**
 * Every music, video and person element of the workspace, keyed as
 * `evaluate()` keys them; with `withSpeechPreview` (the editor), also each
 * person's speech preview.
 */
export function listPlayablePlacements(workspace: Workspace, options: { withSpeechPreview?: boolean } = {}): PlayablePlacement[] {
  return workspace.scenes.flatMap((scene, sceneIndex) =>
    listSceneElements(scene, sceneIndex).flatMap(({ element, key }) => {
      if (!isPlayableElement(element)) return [];
      const speech = options.withSpeechPreview ? getSpeechPlacement(key, element, sceneIndex) : null;
      return speech ? [{ key, element, sceneIndex }, speech] : [{ key, element, sceneIndex }];
    }),
  );
}

/**
 * Where each playable element's media should be in this frame, by key:
 * the moment of the file, the rate and whether it plays (from the play
 * mode, via `getMediaPlayback`), and its sound gain (from `evaluate()`'s
 * sounds, with fades). Elements outside their slot, and play-once media
 * that has ended, have no target.
 */
export function getMediaTargets(frame: FrameEvaluation, placements: readonly PlayablePlacement[], mediaDurationsMs: MediaDurations): Map<string, MediaTarget> {
  const targets = new Map<string, MediaTarget>();
  const scene = frame.scene;
  if (!scene) return targets;
  const gains = new Map(frame.sounds.map((sound) => [sound.key, sound.gain]));
  for (const { key, element, sceneIndex, fixedGain } of placements) {
    if (sceneIndex !== scene.sceneIndex) continue;
    const { start, end } = element.timeline;
    if (scene.sceneTimeMs < start || scene.sceneTimeMs >= end) continue;
    const playback = getMediaPlayback(element, scene.sceneTimeMs - start, mediaDurationsMs);
    if (!playback.isVisible && !playback.isPlaying) continue;
    targets.set(key, {
      mediaTimeMs: playback.mediaTimeMs,
      playbackRate: playback.playbackRate,
      isPlaying: playback.isPlaying,
      gain: gains.get(key) ?? fixedGain ?? 0,
    });
  }
  return targets;
}
