import { getCanvasSize } from '../schema/aspect-ratio.ts';
import { isPlayableElement, isVisualElement, type VisualElement } from '../schema/element-schema.ts';
import type { Workspace } from '../schema/workspace-schema.ts';
import { getAudioSegment, getSegmentFadeGain } from './audio-segments.ts';
import { getElementTransitions } from './element-transitions.ts';
import { isVoiceOver } from './is-voice-over.ts';
import { getKenBurnsTransform } from './ken-burns-transform.ts';
import type { AudibleElement, FrameEvaluation, VisibleElement } from './frame-evaluation.ts';
import { getMediaPlayback, type MediaDurations } from './media-playback.ts';
import { composeTransforms } from './resolved-transform.ts';
import { listSceneElements } from './scene-elements.ts';
import { findSceneAt } from './scene-timing.ts';
import { getElementCues, resolveCueOptions, type CueOptions } from './subtitle-cues.ts';

export interface EvaluateOptions extends CueOptions {
  /** Source lengths by path; needed for play-loop, play-immobilization, play-preset-1 and play-match without `clip.end`. */
  mediaDurationsMs?: MediaDurations;
}

/** What a text or subtitle element shows `elapsedMs` into its slot; null when a subtitle is between captions. */
function getElementText(element: VisualElement, elapsedMs: number, options: Required<CueOptions>): string | null {
  if (element.type === 'text') return element.prop.textInfo?.text ?? '';
  if (element.type !== 'subtitle') return null;
  const cue = getElementCues(element, options).find((candidate) => elapsedMs >= candidate.startMs && elapsedMs < candidate.endMs);
  return cue?.text ?? null;
}

/**
 * The pure heart of the timeline: what is on screen and what is heard at
 * `timeMs` (ms from the start of the workspace). An element shows only while
 * `start <= sceneTime < end`; its cross-in and cross-out run during in_time
 * and out_time, over its Ken Burns move when it has one. A voice-over person
 * is neither seen nor heard here (its voice is the music element the render
 * adds). The browser preview and the renderer both draw from this.
 */
export function evaluate(workspace: Workspace, timeMs: number, options: EvaluateOptions = {}): FrameEvaluation {
  const canvas = getCanvasSize(workspace.aspect_ratio);
  const placement = findSceneAt(workspace, timeMs);
  if (!placement) return { timeMs, canvas, scene: null, visuals: [], sounds: [] };
  const sceneTimeMs = timeMs - placement.startMs;
  const mediaDurationsMs = options.mediaDurationsMs ?? {};
  const cueOptions = resolveCueOptions(workspace.aspect_ratio, options);
  const visuals: VisibleElement[] = [];
  const sounds: AudibleElement[] = [];
  for (const { element, key } of listSceneElements(placement.scene, placement.sceneIndex)) {
    const { start, end } = element.timeline;
    if (sceneTimeMs < start || sceneTimeMs >= end || isVoiceOver(element)) continue;
    const elapsedMs = sceneTimeMs - start;
    const playback = isPlayableElement(element) ? getMediaPlayback(element, elapsedMs, mediaDurationsMs) : null;
    if (playback && !playback.isVisible) continue;
    if (isPlayableElement(element) && playback?.isPlaying && element.volume > 0) {
      const segment = getAudioSegment(element, key, placement.startMs, mediaDurationsMs);
      const gain = segment.volume * getSegmentFadeGain(segment, timeMs);
      sounds.push({ key, element, mediaTimeMs: playback.mediaTimeMs, playbackRate: playback.playbackRate, gain });
    }
    if (!isVisualElement(element)) continue;
    if (element.type === 'subtitle' && !workspace.render_subtitle) continue;
    const text = getElementText(element, elapsedMs, cueOptions);
    if (element.type === 'subtitle' && text === null) continue;
    const box = { x: element.x, y: element.y, w: element.w, h: element.h };
    const transitions = getElementTransitions(element.timeline, sceneTimeMs, box, canvas);
    const base = { translateXPx: 0, translateYPx: 0, scale: 1, rotationDeg: element.r, opacity: element.alpha };
    const kenBurns = element.prop.ken_burns;
    const moved = kenBurns ? composeTransforms(base, getKenBurnsTransform(kenBurns, elapsedMs, end - start, box, element.r)) : base;
    visuals.push({
      key,
      element,
      sceneIndex: placement.sceneIndex,
      box,
      transform: composeTransforms(moved, transitions.transform),
      transitions: { in: transitions.in, out: transitions.out },
      mediaTimeMs: playback?.mediaTimeMs ?? null,
      text,
    });
  }
  return {
    timeMs,
    canvas,
    scene: { sceneIndex: placement.sceneIndex, startMs: placement.startMs, sceneTimeMs, backgroundColor: placement.scene.bg_color },
    visuals,
    sounds,
  };
}
