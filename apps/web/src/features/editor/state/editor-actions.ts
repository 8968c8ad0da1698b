import { addElements, copyElements, deleteElements, findElement, pasteOffsetPx, type TimelineElement } from '@talkreel/timeline';
import type { EditorStore } from './editor-store.ts';

/**
 * The editor's actions on the selection, shared by the keyboard shortcuts
 * and the buttons: each is one command (one undo step) and leaves the new
 * elements selected.
 */
export function deleteSelection(store: EditorStore): void {
  if (store.selection.length === 0) return;
  store.execute(deleteElements(store.selection));
}

export function copySelection(store: EditorStore): void {
  store.copy();
}

export function cutSelection(store: EditorStore): void {
  if (store.selection.length === 0) return;
  store.copy();
  deleteSelection(store);
}

/** Adds copies of `elements` to the current scene (any scene: the clipboard holds elements, not places) and selects them. */
function addCopies(store: EditorStore, elements: readonly TimelineElement[], label: 'paste' | 'duplicate', offsetPx: number): void {
  if (elements.length === 0) return;
  const copies = copyElements(elements, store.nextId, offsetPx);
  store.execute(addElements(store.scene.id!, copies, label));
  store.select(copies.map((copy) => copy.id!));
}

/** Pastes the clipboard into the current scene; pasted into the scene it came from, it lands offset so it is seen. */
export function pasteClipboard(store: EditorStore): void {
  const inThisScene = store.clipboard.some(
    (element) => element.id !== undefined && store.scene.tracks.some((track) => track.layers.some((layer) => layer.id === element.id)),
  );
  addCopies(store, store.clipboard, 'paste', inThisScene ? pasteOffsetPx : 0);
}

/** Ctrl+D: copies of the selected elements beside them, in the current scene. */
export function duplicateSelection(store: EditorStore): void {
  const elements = store.selection
    .map((id) => findElement(store.workspace, id)?.element)
    .filter((element): element is TimelineElement => element !== undefined);
  addCopies(store, elements, 'duplicate', pasteOffsetPx);
}
