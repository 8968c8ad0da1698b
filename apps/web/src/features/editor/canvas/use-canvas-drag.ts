import { findElement, isVisualElement, setElementBoxes, type CanvasSize, type TimelineElement, type VisualElement } from '@talkreel/timeline';
import { useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { TimelinePlayerEngine } from '../../../ui/timeline-player/state/timeline-player-engine.ts';
import type { EditorStore } from '../state/editor-store.ts';
import { getBoxBounds, unionRects, type Point, type Rect, type RotatedBox } from './state/box-geometry.ts';
import { findVisualAt, getVisibleBox } from './state/hit-test.ts';
import { getHandleDirection, minimumSidePx, resizeBox, type ResizeHandle } from './state/resize-box.ts';
import { rotateBoxTo } from './state/rotate-box.ts';
import { buildSnapTargets, snapDistanceScreenPx, snapMove, snapResize, snapToRightAngle, type Guide, type SnapTargets } from './state/snap-guides.ts';

/** A press becomes a move once the pointer travelled this far, CSS px (so a click never edits). */
const moveThresholdScreenPx = 3;

type Drag =
  | {
      kind: 'move';
      origin: Point;
      /** The element pressed: a click without a move selects only it. */
      pressedId: string;
      starts: { id: string; box: RotatedBox }[];
      bounds: Rect;
      targets: SnapTargets;
      hasMoved: boolean;
    }
  | { kind: 'resize'; origin: Point; id: string; start: RotatedBox; handle: ResizeHandle; targets: SnapTargets; hasMoved: boolean }
  | { kind: 'rotate'; origin: Point; id: string; start: RotatedBox; hasMoved: boolean };

export type DragHandle = ResizeHandle | 'rotate';

export function getElementBox(element: VisualElement): RotatedBox {
  return { x: element.x, y: element.y, w: element.w, h: element.h, r: element.r };
}

function findVisual(store: EditorStore, id: string): VisualElement | null {
  const element: TimelineElement | undefined = findElement(store.workspace, id)?.element;
  return element && isVisualElement(element) ? element : null;
}

export interface CanvasDragOptions {
  store: EditorStore;
  engine: TimelinePlayerEngine;
  overlayRef: RefObject<HTMLDivElement | null>;
  canvasSize: CanvasSize;
}

/**
 * Pointer handling of the canvas overlay: press to select (Shift toggles),
 * drag to move the selection with snapping, drag a handle to resize (the
 * moving sides snap too) or rotate (right angles attract). Alt turns
 * snapping off. Each drag is one gesture (one undo step), every move computed
 * from the drag's start. The pointer is captured, so mouse, pen and touch
 * behave alike and a drag may leave the canvas.
 */
export function useCanvasDrag({ store, engine, overlayRef, canvasSize }: CanvasDragOptions) {
  const dragRef = useRef<Drag | null>(null);
  const gestureRef = useRef(0);
  const [guides, setGuideState] = useState<readonly Guide[]>([]);
  /** The guides drawn, replaced only when they change (most moves keep them: no overlay render for nothing). */
  const setGuides = (next: readonly Guide[]) =>
    setGuideState((current) =>
      current.length === next.length && current.every((guide, index) => guide.axis === next[index]!.axis && guide.positionPx === next[index]!.positionPx)
        ? current
        : next,
    );

  /** CSS px per reference px, as the overlay is laid out now. */
  const readScale = (): number => {
    const overlay = overlayRef.current;
    return overlay ? overlay.getBoundingClientRect().width / canvasSize.widthPx : 1;
  };
  const toReference = (event: ReactPointerEvent): Point => {
    const rect = overlayRef.current!.getBoundingClientRect();
    const scale = rect.width / canvasSize.widthPx;
    return { x: (event.clientX - rect.left) / scale, y: (event.clientY - rect.top) / scale };
  };
  const begin = (event: ReactPointerEvent, drag: Drag) => {
    gestureRef.current += 1;
    dragRef.current = drag;
    overlayRef.current?.setPointerCapture(event.pointerId);
  };

  /** The canvas's lines and those of every element drawn now but `ids`. */
  const snapTargetsBesides = (ids: readonly string[]): SnapTargets => {
    const moving = new Set(ids);
    const others = engine
      .getFrame()
      .visuals.filter((visual) => !moving.has(visual.element.id ?? visual.key))
      .map((visual) => getBoxBounds(getVisibleBox(visual)));
    return buildSnapTargets(canvasSize, others);
  };

  const startMove = (event: ReactPointerEvent, pressedId: string) => {
    const ids = store.selection;
    const starts = ids.flatMap((id) => {
      const element = findVisual(store, id);
      return element ? [{ id, box: getElementBox(element) }] : [];
    });
    const bounds = unionRects(starts.map(({ box }) => getBoxBounds(box)));
    if (!bounds) return;
    begin(event, { kind: 'move', origin: toReference(event), pressedId, starts, bounds, targets: snapTargetsBesides(ids), hasMoved: false });
  };

  const onOverlayPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || dragRef.current) return;
    const point = toReference(event);
    const hit = findVisualAt(engine.getFrame().visuals, point);
    const id = hit?.element.id;
    if (!id) {
      if (!event.shiftKey) store.select([]);
      return;
    }
    if (event.shiftKey) {
      store.select([id], { additive: true });
      return;
    }
    if (!store.selection.includes(id)) store.select([id]);
    startMove(event, id);
  };

  const onHandlePointerDown = (event: ReactPointerEvent, id: string, handle: DragHandle) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const element = findVisual(store, id);
    if (!element) return;
    const origin = toReference(event);
    const start = getElementBox(element);
    if (handle === 'rotate') begin(event, { kind: 'rotate', origin, id, start, hasMoved: false });
    else begin(event, { kind: 'resize', origin, id, start, handle, targets: snapTargetsBesides([id]), hasMoved: false });
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    const drag = dragRef.current;
    if (!drag) return;
    const point = toReference(event);
    const scale = readScale();
    const delta = { x: point.x - drag.origin.x, y: point.y - drag.origin.y };
    if (!drag.hasMoved && Math.hypot(delta.x, delta.y) * scale < moveThresholdScreenPx) return;
    drag.hasMoved = true;
    const gesture = `canvas-${drag.kind}-${gestureRef.current}`;
    if (drag.kind === 'move') {
      const snapped = event.altKey ? { delta, guides: [] } : snapMove(drag.bounds, delta, drag.targets, snapDistanceScreenPx / scale);
      setGuides(snapped.guides);
      const boxes = drag.starts.map(({ id, box }) => ({ id, x: box.x + snapped.delta.x, y: box.y + snapped.delta.y }));
      store.execute(setElementBoxes(boxes, 'move'), { gesture });
    } else if (drag.kind === 'resize') {
      const resized = resizeBox(drag.start, drag.handle, delta, event.shiftKey);
      const snapped = event.altKey
        ? { box: resized, guides: [] }
        : snapResize(resized, getHandleDirection(drag.handle), drag.targets, snapDistanceScreenPx / scale, { keepsRatio: event.shiftKey, minimumSidePx });
      setGuides(snapped.guides);
      const { x, y, w, h } = snapped.box;
      store.execute(setElementBoxes([{ id: drag.id, x, y, w, h }], 'resize'), { gesture });
    } else {
      const turned = rotateBoxTo(drag.start, drag.origin, point, event.shiftKey);
      const r = event.shiftKey || event.altKey ? turned : snapToRightAngle(turned);
      store.execute(setElementBoxes([{ id: drag.id, r }], 'rotate'), { gesture });
    }
  };

  const onPointerUp = (event: ReactPointerEvent) => {
    const drag = dragRef.current;
    if (!drag) return;
    dragRef.current = null;
    if (overlayRef.current?.hasPointerCapture(event.pointerId)) overlayRef.current.releasePointerCapture(event.pointerId);
    setGuides([]);
    if (drag.hasMoved) store.endGesture();
    else if (drag.kind === 'move' && store.selection.length > 1) store.select([drag.pressedId]);
  };

  return { guides, onOverlayPointerDown, onHandlePointerDown, onPointerMove, onPointerUp };
}
