import { minElementDurationMs, type TimelineElement } from '@talkreel/timeline';
import { snapEdges } from './timeline-snap.ts';

/** What a drag on the timeline changes: a bar's place, one of its edges, or the scene's length. */
export type TimelineDragKind = 'move' | 'trim-start' | 'trim-end' | 'scene-end';

/** A drag as it was when the pointer went down; every step is computed from this, never from the step before. */
export interface TimelineDrag {
  kind: TimelineDragKind;
  /** The time the drag moves, ms in the scene: the grabbed bar's start (move), the trimmed edge, or the scene's length. */
  originMs: number;
  /** Every edge that moves with it (a move carries both ends of each selected bar), ms in the scene. */
  edgesMs: readonly number[];
  /** Bounds of the moved time, ms: no bar before the scene start, no bar shorter than the minimum. */
  minMs: number;
  maxMs: number;
}

/** Moving bars: `grabbed` is the bar under the pointer, `moved` every bar that goes with it (it included). */
export function startMoveDrag(grabbed: TimelineElement, moved: readonly TimelineElement[]): TimelineDrag {
  const earliestStartMs = Math.min(...moved.map((element) => element.timeline.start));
  return {
    kind: 'move',
    originMs: grabbed.timeline.start,
    edgesMs: moved.flatMap((element) => [element.timeline.start, element.timeline.end]),
    minMs: grabbed.timeline.start - earliestStartMs,
    maxMs: Number.POSITIVE_INFINITY,
  };
}

export function startTrimDrag(element: TimelineElement, edge: 'start' | 'end'): TimelineDrag {
  const { start, end } = element.timeline;
  return edge === 'start'
    ? { kind: 'trim-start', originMs: start, edgesMs: [start], minMs: 0, maxMs: end - minElementDurationMs }
    : { kind: 'trim-end', originMs: end, edgesMs: [end], minMs: start + minElementDurationMs, maxMs: Number.POSITIVE_INFINITY };
}

export function startSceneEndDrag(sceneDurationMs: number, maxDurationMs: number): TimelineDrag {
  return { kind: 'scene-end', originMs: sceneDurationMs, edgesMs: [sceneDurationMs], minMs: minElementDurationMs, maxMs: maxDurationMs };
}

export interface SnapOptions {
  isSnapping: boolean;
  /** Times to snap to, ms in the scene (collectSnapTargets). */
  targetsMs: readonly number[];
  /** The snap distance in ms at the current zoom (8 px). */
  maxDistanceMs: number;
}

export interface DragStep {
  /** Where the moved time goes, ms in the scene, whole ms. */
  targetMs: number;
  /** Where the snap line shows, or null when the step did not snap. */
  snapMs: number | null;
}

/** The target of a drag whose pointer has moved `deltaMs` since it went down. */
export function planDragStep(drag: TimelineDrag, deltaMs: number, snap: SnapOptions): DragStep {
  const snapped = snap.isSnapping
    ? snapEdges(
        drag.edgesMs.map((edgeMs) => edgeMs + deltaMs),
        snap.targetsMs,
        snap.maxDistanceMs,
      )
    : null;
  const wantedMs = drag.originMs + deltaMs + (snapped?.offsetMs ?? 0);
  const targetMs = Math.round(Math.min(drag.maxMs, Math.max(drag.minMs, wantedMs)));
  // A bound that stopped the drag short of the target also undoes the snap.
  const snapMs = snapped && Math.abs(targetMs - wantedMs) < 1 ? snapped.targetMs : null;
  return { targetMs, snapMs };
}
