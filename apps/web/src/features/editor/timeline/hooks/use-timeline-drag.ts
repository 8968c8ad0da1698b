import { findElement, listSceneLayers, setSceneFields, shiftElementsInTime, trimElement, workspaceLimits, type EditCommand } from '@talkreel/timeline';
import { useCallback, useLayoutEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { useEditorStore } from '../../hooks/use-editor.ts';
import type { EditorStore } from '../../state/editor-store.ts';
import { findLatestElementEndMs } from '../state/timeline-rows.ts';
import { collectSnapTargets, snapDistancePx } from '../state/timeline-snap.ts';
import { planDragStep, startMoveDrag, startSceneEndDrag, startTrimDrag, type TimelineDrag, type TimelineDragKind } from '../state/timeline-drag.ts';

/** A press that moves less than this is a click, not a drag, px. */
const dragThresholdPx = 3;

let gestureCount = 0;

export interface TimelineDragOptions {
  /** The zoom, read when a drag starts. */
  pxPerMs: number;
  /** Snapping is on (Shift held during the drag turns it the other way). */
  isSnapping: boolean;
  /** Shows or hides the snap line (ms in the scene, null to hide). */
  onSnap(snapMs: number | null): void;
}

/** Starts a drag from a pointer down; `onTap` runs instead on pointer up when the pointer hardly moved (a click). */
export type BeginTimelineDrag = (event: ReactPointerEvent<HTMLElement>, kind: TimelineDragKind, elementId?: string, onTap?: () => void) => void;

/** The drag as it started: the plan, the snap targets and who moves. */
interface ActiveDrag {
  drag: TimelineDrag;
  targetsMs: number[];
  elementId: string | undefined;
  movedIds: string[];
  sceneId: string;
}

function prepareDrag(store: EditorStore, kind: TimelineDragKind, elementId: string | undefined): ActiveDrag | null {
  const scene = store.scene;
  const sceneId = scene.id!;
  const playheadSceneMs = store.getPlayback().timeMs - store.sceneStartMs;
  if (kind === 'scene-end') {
    const targetsMs = [findLatestElementEndMs(scene), playheadSceneMs].filter((timeMs) => timeMs > 0);
    return { drag: startSceneEndDrag(scene.duration, workspaceLimits.maxDurationMs), targetsMs, elementId, movedIds: [], sceneId };
  }
  const grabbed = elementId ? findElement(store.workspace, elementId)?.element : undefined;
  if (!grabbed || !elementId) return null;
  const layers = listSceneLayers(scene);
  let movedIds = [elementId];
  if (kind === 'move' && store.selection.includes(elementId)) {
    const inScene = new Set(layers.map((element) => element.id));
    movedIds = store.selection.filter((id) => inScene.has(id));
  }
  const moved = layers.filter((element) => element.id !== undefined && movedIds.includes(element.id));
  const drag = kind === 'move' ? startMoveDrag(grabbed, moved) : startTrimDrag(grabbed, kind === 'trim-start' ? 'start' : 'end');
  return { drag, targetsMs: collectSnapTargets(layers, new Set(movedIds), scene.duration, playheadSceneMs), elementId, movedIds, sceneId };
}

function commandFor(store: EditorStore, active: ActiveDrag, targetMs: number): EditCommand | null {
  const { drag, elementId } = active;
  if (drag.kind === 'scene-end') return setSceneFields(active.sceneId, { duration: targetMs });
  const current = elementId ? findElement(store.workspace, elementId)?.element : undefined;
  if (!current || !elementId) return null;
  if (drag.kind === 'trim-start') return trimElement(elementId, 'start', targetMs);
  if (drag.kind === 'trim-end') return trimElement(elementId, 'end', targetMs);
  const deltaMs = targetMs - current.timeline.start;
  return deltaMs === 0 ? null : shiftElementsInTime(active.movedIds, deltaMs);
}

/**
 * Drags on the timeline (move a bar, trim an edge, the scene's length):
 * the pointer is captured, each move computes its target from where the drag
 * started and executes one command under one gesture id (one undo step), and
 * pointer up ends the gesture.
 */
export function useTimelineDrag(options: TimelineDragOptions): BeginTimelineDrag {
  const store = useEditorStore();
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  return useCallback(
    (event, kind, elementId, onTap) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const active = prepareDrag(store, kind, elementId);
      if (!active) return;
      const target = event.currentTarget;
      const pointerId = event.pointerId;
      target.setPointerCapture(pointerId);
      event.preventDefault();
      event.stopPropagation();
      const { pxPerMs, isSnapping, onSnap } = optionsRef.current;
      const startX = event.clientX;
      const gesture = `timeline-drag-${++gestureCount}`;
      let isDragging = false;

      const move = (moveEvent: PointerEvent) => {
        if (moveEvent.pointerId !== pointerId) return;
        const deltaPx = moveEvent.clientX - startX;
        if (!isDragging && Math.abs(deltaPx) < dragThresholdPx) return;
        isDragging = true;
        const step = planDragStep(active.drag, deltaPx / pxPerMs, {
          isSnapping: isSnapping !== moveEvent.shiftKey,
          targetsMs: active.targetsMs,
          maxDistanceMs: snapDistancePx / pxPerMs,
        });
        const command = commandFor(store, active, step.targetMs);
        if (command) store.execute(command, { gesture });
        onSnap(step.snapMs);
      };
      const finish = (endEvent: PointerEvent) => {
        if (endEvent.pointerId !== pointerId) return;
        target.removeEventListener('pointermove', move);
        target.removeEventListener('pointerup', finish);
        target.removeEventListener('pointercancel', finish);
        if (target.hasPointerCapture(pointerId)) target.releasePointerCapture(pointerId);
        store.endGesture();
        onSnap(null);
        if (!isDragging && endEvent.type === 'pointerup') onTap?.();
      };
      target.addEventListener('pointermove', move);
      target.addEventListener('pointerup', finish);
      target.addEventListener('pointercancel', finish);
    },
    [store],
  );
}
