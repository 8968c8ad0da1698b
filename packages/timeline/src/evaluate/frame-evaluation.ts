import type { CanvasSize } from '../schema/aspect-ratio.ts';
import type { PlayableElement, VisualElement } from '../schema/element-schema.ts';
import type { ActiveTransition } from './element-transitions.ts';
import type { ResolvedTransform } from './resolved-transform.ts';
import type { ElementBox } from './transition-effects.ts';

/** An element on screen in one frame, with everything needed to draw it. */
export interface VisibleElement {
  key: string;
  element: VisualElement;
  sceneIndex: number;
  /** The element's box in reference-canvas px, before `transform`. */
  box: ElementBox;
  /** Element rotation and alpha composed with the running transitions. */
  transform: ResolvedTransform;
  transitions: { in: ActiveTransition | null; out: ActiveTransition | null };
  /** Video and person: the moment of the source file to show, ms. Null for other types. */
  mediaTimeMs: number | null;
  /** Text: its text. Subtitle: the caption showing now. Null for other types. */
  text: string | null;
}

/** A playable element sounding in one frame. */
export interface AudibleElement {
  key: string;
  element: PlayableElement;
  mediaTimeMs: number;
  playbackRate: number;
  /** Volume with cross-in/out fades applied, 0–1. */
  gain: number;
}

export interface SceneMoment {
  sceneIndex: number;
  /** Scene start on the workspace timeline, ms. */
  startMs: number;
  /** Time inside the scene, ms. */
  sceneTimeMs: number;
  backgroundColor: string;
}

/** What `evaluate(workspace, timeMs)` sees: visuals bottom to top, and sounds. */
export interface FrameEvaluation {
  timeMs: number;
  canvas: CanvasSize;
  /** Null before 0 and from the end of the last scene on. */
  scene: SceneMoment | null;
  visuals: VisibleElement[];
  sounds: AudibleElement[];
}
