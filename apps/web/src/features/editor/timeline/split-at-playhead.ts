import { findElement, minElementDurationMs, splitElement } from '@talkreel/timeline';
import type { EditorStore } from '../state/editor-store.ts';

/** The selected elements the playhead is inside (with room for both parts), and the playhead in each one's scene, ms. */
export function findSplittableSelection(store: EditorStore, playheadMs: number = store.getPlayback().timeMs): { id: string; atSceneMs: number }[] {
  return store.selection.flatMap((id) => {
    const location = findElement(store.workspace, id);
    if (!location) return [];
    const atSceneMs = Math.round(playheadMs - store.sceneStartOf(store.workspace.scenes[location.sceneIndex]!.id!));
    const { start, end } = location.element.timeline;
    return atSceneMs >= start + minElementDurationMs && atSceneMs <= end - minElementDurationMs ? [{ id, atSceneMs }] : [];
  });
}

/**
 * Splits each selected element the playhead is inside into two at the
 * playhead (one undo step for all of them); the S key and the timeline's
 * button call it. Returns whether anything was split.
 */
export function splitAtPlayhead(store: EditorStore): boolean {
  const targets = findSplittableSelection(store);
  if (targets.length === 0) return false;
  const gesture = `split-${store.nextId()}`;
  for (const { id, atSceneMs } of targets) store.execute(splitElement(id, atSceneMs, store.nextId()), { gesture });
  store.endGesture();
  return true;
}
