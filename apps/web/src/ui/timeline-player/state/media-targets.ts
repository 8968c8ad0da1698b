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
}

/** Every music, video and person element of the workspace, keyed as `evaluate()` keys them. */
export function listPlayablePlacements(workspace: Workspace): PlayablePlacement[] {
  return workspace.scenes.flatMap((scene, sceneIndex) =>
    listSceneElements(scene, sceneIndex).flatMap(({ element, key }) => (isPlayableElement(element) ? [{ key, element, sceneIndex }] : [])),
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
  for (const { key, element, sceneIndex } of placements) {
    if (sceneIndex !== scene.sceneIndex) continue;
    const { start, end } = element.timeline;
    if (scene.sceneTimeMs < start || scene.sceneTimeMs >= end) continue;
    const playback = getMediaPlayback(element, scene.sceneTimeMs - start, mediaDurationsMs);
    if (!playback.isVisible && !playback.isPlaying) continue;
    targets.set(key, {
      mediaTimeMs: playback.mediaTimeMs,
      playbackRate: playback.playbackRate,
      isPlaying: playback.isPlaying,
      gain: gains.get(key) ?? 0,
    });
  }
  return targets;
}
