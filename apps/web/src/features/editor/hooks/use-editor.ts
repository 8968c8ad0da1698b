import { createContext, useContext, useSyncExternalStore } from 'react';
import type { EditorSnapshot, EditorStore, PlaybackSnapshot } from '../state/editor-store.ts';

export const EditorStoreContext = createContext<EditorStore | null>(null);

/** The editor's store (inside the editor page only). */
export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore is used outside the editor');
  return store;
}

/**
 * The editor's snapshot for panels: re-renders on every change of the
 * workspace, selection or scene, and once at the end of a drag on the canvas
 * or the timeline (`getSettledSnapshot`).
 */
export function useEditorSnapshot(): EditorSnapshot {
  const store = useEditorStore();
  return useSyncExternalStore(store.subscribe, store.getSettledSnapshot);
}

/** The timeline's: live during its own drags (`getTimelineSnapshot`). */
export function useTimelineSnapshot(): EditorSnapshot {
  const store = useEditorStore();
  return useSyncExternalStore(store.subscribe, store.getTimelineSnapshot);
}

/** The snapshot at every change, drags included: for what moves under the pointer (the canvas overlay). */
export function useLiveEditorSnapshot(): EditorSnapshot {
  const store = useEditorStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** The playhead; re-renders every frame while playing, so only small components should use it. */
export function usePlayback(): PlaybackSnapshot {
  const store = useEditorStore();
  return useSyncExternalStore(store.subscribePlayback, store.getPlayback);
}
