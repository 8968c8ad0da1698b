import { findElement, WorkspaceSchema } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { EditorStore } from '../state/editor-store.ts';
import { nudgeSelection } from './nudge-selection.ts';

function createStore() {
  return new EditorStore(
    WorkspaceSchema.parse({
      schemaVersion: 1,
      aspect_ratio: 0,
      scenes: [
        {
          duration: 5000,
          tracks: [
            { type: 'shape', index: 0, layers: [{ id: 'a', type: 'shape', x: 10, y: 20, w: 100, h: 100, timeline: { start: 0, end: 5000 } }] },
            { type: 'text', index: 1, layers: [{ id: 'b', type: 'text', x: 300, y: 400, w: 200, h: 80, timeline: { start: 0, end: 5000 } }] },
            { type: 'music', index: 2, layers: [{ id: 'm', type: 'music', path: 'song.mp3', timeline: { start: 0, end: 5000 } }] },
          ],
        },
      ],
    }),
  );
}

function positionOf(store: EditorStore, id: string) {
  const element = findElement(store.workspace, id)!.element;
  return { x: element.x, y: element.y };
}

describe('nudgeSelection', () => {
  it('moves every selected element as one undo step labelled move', () => {
    const store = createStore();
    store.select(['a', 'b', 'm']);
    nudgeSelection(store, 10, -1);
    expect(positionOf(store, 'a')).toEqual({ x: 20, y: 19 });
    expect(positionOf(store, 'b')).toEqual({ x: 310, y: 399 });
    expect(positionOf(store, 'm')).toEqual({ x: 0, y: 0 });
    expect(store.getSnapshot().undoLabel).toBe('move');
    store.undo();
    expect(positionOf(store, 'a')).toEqual({ x: 10, y: 20 });
    expect(positionOf(store, 'b')).toEqual({ x: 300, y: 400 });
  });

  it('does nothing without a selection', () => {
    const store = createStore();
    nudgeSelection(store, 1, 0);
    expect(store.getSnapshot().canUndo).toBe(false);
  });
});
