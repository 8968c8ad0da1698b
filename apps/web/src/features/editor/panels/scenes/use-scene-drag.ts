import { useCallback, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { dropIndexFor, moveTargetFor, type CardSpan } from './state/drop-index.ts';

/** px the pointer must travel before a press on a card becomes a drag (a click wobbles a little). */
const dragThresholdPx = 5;

/** The attribute every scene card carries, read to measure the cards during a drag. */
export const sceneCardAttribute = 'data-scene-card';

export interface SceneDragState {
  sceneId: string;
  /** The gap the card would land in: 0 = before the first card, n = after the last. */
  dropIndex: number;
}

interface PressState {
  sceneId: string;
  fromIndex: number;
  pointerId: number;
  startPx: number;
  isDragging: boolean;
}

export interface SceneDrag {
  drag: SceneDragState | null;
  /** Pointer handlers for the card at `index`. */
  handlersFor: (
    sceneId: string,
    index: number,
  ) => {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
  /** True once, right after a drag ended: the click that follows the release is not a pick. */
  consumeDragClick: () => boolean;
}

/**
 * Reordering scenes by dragging their cards along the list (down on a
 * desktop, across on a phone): the drop gap follows the pointer, and the
 * release moves the scene once (one undo step).
 */
export function useSceneDrag(listRef: RefObject<HTMLElement | null>, isHorizontal: boolean, onMove: (sceneId: string, toIndex: number) => void): SceneDrag {
  const [drag, setDrag] = useState<SceneDragState | null>(null);
  const pressRef = useRef<PressState | null>(null);
  const draggedRef = useRef(false);

  const measure = useCallback((): CardSpan[] => {
    const cards = listRef.current?.querySelectorAll<HTMLElement>(`[${sceneCardAttribute}]`) ?? [];
    return [...cards].map((card) => {
      const rect = card.getBoundingClientRect();
      return isHorizontal ? { startPx: rect.left, sizePx: rect.width } : { startPx: rect.top, sizePx: rect.height };
    });
  }, [listRef, isHorizontal]);

  const handlersFor = useCallback(
    (sceneId: string, index: number) => ({
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0 || !event.isPrimary) return;
        pressRef.current = { sceneId, fromIndex: index, pointerId: event.pointerId, startPx: isHorizontal ? event.clientX : event.clientY, isDragging: false };
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const press = pressRef.current;
        if (press?.pointerId !== event.pointerId) return;
        const pointerPx = isHorizontal ? event.clientX : event.clientY;
        if (!press.isDragging) {
          if (Math.abs(pointerPx - press.startPx) < dragThresholdPx) return;
          press.isDragging = true;
          // Captured, so the drag goes on when the pointer leaves the card.
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        const dropIndex = dropIndexFor(pointerPx, measure());
        setDrag((current) => (current?.dropIndex === dropIndex && current.sceneId === press.sceneId ? current : { sceneId: press.sceneId, dropIndex }));
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        const press = pressRef.current;
        if (press?.pointerId !== event.pointerId) return;
        pressRef.current = null;
        if (!press.isDragging) return;
        draggedRef.current = true;
        // Cleared after the click that follows this release (same task) has been seen.
        setTimeout(() => {
          draggedRef.current = false;
        }, 0);
        setDrag(null);
        const toIndex = moveTargetFor(press.fromIndex, dropIndexFor(isHorizontal ? event.clientX : event.clientY, measure()));
        if (toIndex !== null) onMove(press.sceneId, toIndex);
      },
      onPointerCancel: () => {
        pressRef.current = null;
        setDrag(null);
      },
    }),
    [isHorizontal, measure, onMove],
  );

  const consumeDragClick = useCallback(() => {
    const wasDragged = draggedRef.current;
    draggedRef.current = false;
    return wasDragged;
  }, []);

  return { drag, handlersFor, consumeDragClick };
}
