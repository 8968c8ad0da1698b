import { useEffect, useState } from 'react';
import { useEditorStore } from '../../hooks/use-editor.ts';
import type { EditorStore } from '../../state/editor-store.ts';

let gestureCount = 0;

export interface EditGesture {
  /** The id of the gesture in progress; the first call opens one. */
  id(): string;
  /** Closes the gesture: the next change is a new undo step. */
  end(): void;
}

function createEditGesture(store: EditorStore): EditGesture {
  let current: string | null = null;
  return {
    id() {
      if (current === null) {
        gestureCount += 1;
        current = `panel-${gestureCount}`;
      }
      return current;
    },
    end() {
      if (current === null) return;
      current = null;
      store.endGesture();
    },
  };
}

/**
 * One undo step for a run of changes from one input: a slider drag, or the
 * typing between focusing a field and leaving it. A gesture still open when
 * the input goes away (the selection changed) is closed then.
 */
export function useEditGesture(): EditGesture {
  const store = useEditorStore();
  const [gesture] = useState(() => createEditGesture(store));
  useEffect(() => () => gesture.end(), [gesture]);
  return gesture;
}
