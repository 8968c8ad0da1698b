import type { CanvasSize } from '../schema/aspect-ratio.ts';
import type { ElementTimeline } from '../schema/element-timeline-schema.ts';
import type { TransitionEffect } from '../schema/transition-effect.ts';
import { composeTransforms, restingTransform, type ResolvedTransform } from './resolved-transform.ts';
import { getTransitionTransform, type ElementBox } from './transition-effects.ts';

/** A transition running in this frame; `progress` goes 0 → 1 over its in_time or out_time. */
export interface ActiveTransition {
  effect: TransitionEffect;
  progress: number;
}

export interface ElementTransitionState {
  in: ActiveTransition | null;
  out: ActiveTransition | null;
  /** The effects' combined transform (at rest: no move, scale 1, opacity 1). */
  transform: ResolvedTransform;
}

/**
 * Cross-in runs over [start, start + in_time), cross-out over
 * [end - out_time, end). Both can run at once in a short slot.
 */
export function getElementTransitions(timeline: ElementTimeline, sceneTimeMs: number, box: ElementBox, canvas: CanvasSize): ElementTransitionState {
  const cross = timeline.cross;
  let transform = restingTransform;
  let entering: ActiveTransition | null = null;
  let leaving: ActiveTransition | null = null;
  if (cross?.in && cross.in_time > 0 && sceneTimeMs < timeline.start + cross.in_time) {
    const progress = Math.max(0, (sceneTimeMs - timeline.start) / cross.in_time);
    entering = { effect: cross.in, progress };
    transform = composeTransforms(transform, getTransitionTransform(cross.in, 'in', progress, box, canvas));
  }
  const outStartMs = timeline.end - (cross?.out_time ?? 0);
  if (cross?.out && cross.out_time > 0 && sceneTimeMs >= outStartMs) {
    const progress = Math.min(1, (sceneTimeMs - outStartMs) / cross.out_time);
    leaving = { effect: cross.out, progress };
    transform = composeTransforms(transform, getTransitionTransform(cross.out, 'out', 1 - progress, box, canvas));
  }
  return { in: entering, out: leaving, transform };
}
