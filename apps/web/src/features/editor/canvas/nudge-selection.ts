import { findElement, setElementBoxes } from '@talkreel/timeline';
import type { EditorStore } from '../state/editor-store.ts';

/** Moves the selected elements by reference px as one edit (the arrow keys). */
export function nudgeSelection(store: EditorStore, dxPx: number, dyPx: number): void {
  const boxes = store.selection.flatMap((id) => {
    const element = findElement(store.workspace, id)?.element;
    return element && element.type !== 'music' ? [{ id, x: element.x + dxPx, y: element.y + dyPx }] : [];
  });
  if (boxes.length > 0) store.execute(setElementBoxes(boxes, 'move'));
}
