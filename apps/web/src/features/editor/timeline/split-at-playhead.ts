import { findElement, splitElement } from '@talkreel/timeline';
import type { EditorStore } from '../state/editor-store.ts';

/** Splits each selected element of the current scene that the playhead is inside. */
export function splitAtPlayhead(store: EditorStore): void {
  const atMs = store.getPlayback().timeMs - store.sceneStartMs;
  for (const id of store.selection) {
    const element = findElement(store.workspace, id)?.element;
    if (element && atMs > element.timeline.start && atMs < element.timeline.end) store.execute(splitElement(id, atMs, store.nextId()));
  }
}
