import { WorkspaceSchema, listSceneLayers } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { EditorStore } from '../state/editor-store.ts';
import { findSplittableSelection, splitAtPlayhead } from './split-at-playhead.ts';

const box = { x: 0, y: 0, w: 100, h: 100 };

function buildStore(): EditorStore {
  return new EditorStore(
    WorkspaceSchema.parse({
      schemaVersion: 1,
      scenes: [
        {
          id: 'one',
          duration: 2_000,
          tracks: [{ type: 'shape', index: 0, layers: [{ id: 'first', type: 'shape', ...box, timeline: { start: 0, end: 2_000 } }] }],
        },
        {
          id: 'two',
          duration: 4_000,
          tracks: [
            {
              type: 'shape',
              index: 0,
              layers: [
                { id: 'long', type: 'shape', ...box, timeline: { start: 0, end: 4_000 } },
                { id: 'late', type: 'shape', ...box, timeline: { start: 3_000, end: 4_000 } },
              ],
            },
          ],
        },
      ],
    }),
  );
}

describe('splitAtPlayhead', () => {
  it('splits the selected elements the playhead is inside, at the playhead in their scene, as one undo step', () => {
    const store = buildStore();
    store.select(['long', 'late']);
    store.seek(2_000 + 1_500);
    expect(findSplittableSelection(store)).toEqual([{ id: 'long', atSceneMs: 1_500 }]);
    expect(splitAtPlayhead(store)).toBe(true);
    const slots = listSceneLayers(store.workspace.scenes[1]!).map((element) => [element.timeline.start, element.timeline.end]);
    expect(slots).toEqual([
      [0, 1_500],
      [1_500, 4_000],
      [3_000, 4_000],
    ]);
    store.undo();
    expect(listSceneLayers(store.workspace.scenes[1]!)).toHaveLength(2);
    expect(store.getSnapshot().canUndo).toBe(false);
  });

  it('does nothing when the playhead is outside the selection or too close to its ends', () => {
    const store = buildStore();
    store.select(['first']);
    store.seek(1_950);
    expect(splitAtPlayhead(store)).toBe(false);
    store.seek(3_000);
    expect(splitAtPlayhead(store)).toBe(false);
    expect(store.getSnapshot().revision).toBe(0);
  });
});
