import type { TimelineElement } from '@talkreel/timeline';

/** How close, in screen px, an edge has to come to a target to snap to it. */
export const snapDistancePx = 8;

/**
 * Times (ms in the scene) an edge snaps to: the scene's start and end, the
 * playhead (when it is in the scene) and the starts and ends of the other
 * elements (those not being dragged). Sorted, without duplicates.
 */
export function collectSnapTargets(
  elements: readonly TimelineElement[],
  draggedIds: ReadonlySet<string>,
  sceneDurationMs: number,
  playheadSceneMs: number | null,
): number[] {
  const targets = new Set<number>([0, sceneDurationMs]);
  if (playheadSceneMs !== null && playheadSceneMs >= 0 && playheadSceneMs <= sceneDurationMs) targets.add(playheadSceneMs);
  for (const element of elements) {
    if (element.id !== undefined && draggedIds.has(element.id)) continue;
    targets.add(element.timeline.start);
    targets.add(element.timeline.end);
  }
  return [...targets].sort((a, b) => a - b);
}

export interface SnapResult {
  /** What to add to every dragged edge so the closest one lands on `targetMs`. */
  offsetMs: number;
  /** Where the snap line is drawn, ms in the scene. */
  targetMs: number;
}

/**
 * The closest snap of any of the dragged edges (`edgesMs`, where they would
 * be without snapping) onto any target within `maxDistanceMs`; null when
 * none is close enough. Ties go to the first edge (a move's start).
 */
export function snapEdges(edgesMs: readonly number[], targetsMs: readonly number[], maxDistanceMs: number): SnapResult | null {
  let best: SnapResult | null = null;
  for (const edgeMs of edgesMs) {
    for (const targetMs of targetsMs) {
      const offsetMs = targetMs - edgeMs;
      if (Math.abs(offsetMs) > maxDistanceMs) continue;
      if (best === null || Math.abs(offsetMs) < Math.abs(best.offsetMs)) best = { offsetMs, targetMs };
    }
  }
  return best;
}
