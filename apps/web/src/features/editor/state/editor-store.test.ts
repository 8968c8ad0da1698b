import { WorkspaceSchema } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { EditorStore } from './editor-store.ts';

const workspaceWithCover = (coverMs: number) =>
  WorkspaceSchema.parse({
    schemaVersion: 1,
    preview_cover_time: coverMs,
    scenes: [
      { id: 'one', duration: 3_000, tracks: [] },
      { id: 'two', duration: 3_000, tracks: [] },
    ],
  });

describe('EditorStore opening time', () => {
  it('opens on the cover frame when it lies in the first scene (a template whose elements enter late shows itself)', () => {
    expect(new EditorStore(workspaceWithCover(2_400)).getPlayback()).toEqual({ timeMs: 2_400, isPlaying: false });
  });

  it('opens at the start when the cover is at 0 or beyond the first scene (the scene on screen is the first)', () => {
    expect(new EditorStore(workspaceWithCover(0)).getPlayback().timeMs).toBe(0);
    expect(new EditorStore(workspaceWithCover(4_000)).getPlayback().timeMs).toBe(0);
  });
});
