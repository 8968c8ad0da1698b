import { findElement, isVisualElement, setElementBoxes } from '@talkreel/timeline';
import type { EditorStore } from '../state/editor-store.ts';

/**
 * Moves the selected elements by (dxPx, dyPx) reference-canvas px as one
 * 'move' edit (the arrow keys: 1 px, with Shift 10 px). Music has no box and
 * is left out; nothing happens without a visual element selected.
 */
export function nudgeSelection(store: EditorStore, dxPx: number, dyPx: number): void {
  const boxes = store.selection.flatMap((id) => {
    const element = findElement(store.workspace, id)?.element;
    return element && isVisualElement(element) ? [{ id, x: element.x + dxPx, y: element.y + dyPx }] : [];
  });
  if (boxes.length > 0) store.execute(setElementBoxes(boxes, 'move'));
}
