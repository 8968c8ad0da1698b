import { evaluate, WorkspaceSchema, type Workspace } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { buildThumbnailWorkspace, thumbnailTimeMs } from './thumbnail-frame.ts';

const workspace: Workspace = WorkspaceSchema.parse({
  schemaVersion: 1,
  aspect_ratio: 1,
  scenes: [
    { id: 's1', duration: 2000, bg_color: '#ff0000', tracks: [] },
    {
      id: 's2',
      duration: 3000,
      bg_color: '#00ff00',
      tracks: [
        {
          type: 'pic',
          index: 0,
          layers: [{ id: 'p1', type: 'pic', path: 'uploads/a.png', x: 0, y: 0, w: 100, h: 100, timeline: { start: 0, end: 3000 } }],
        },
      ],
    },
  ],
});

describe('buildThumbnailWorkspace', () => {
  it('keeps only the scene, with its stored keys resolved to URLs', () => {
    const scene = workspace.scenes[1]!;
    const single = buildThumbnailWorkspace(workspace, scene, (path) => `/files/${path}?sig=1`);
    expect(single.scenes).toHaveLength(1);
    const frame = evaluate(single, thumbnailTimeMs(scene));
    expect(frame.scene?.backgroundColor).toBe('#00ff00');
    expect(frame.visuals.map((visual) => 'path' in visual.element && visual.element.path)).toEqual(['/files/uploads/a.png?sig=1']);
    // The editor's own workspace keeps the key.
    expect(workspace.scenes[1]!.tracks[0]!.layers[0]).toMatchObject({ path: 'uploads/a.png' });
  });
});

describe('thumbnailTimeMs', () => {
  it('is 300 ms in, or the last ms of a shorter scene', () => {
    expect(thumbnailTimeMs(workspace.scenes[0]!)).toBe(300);
    expect(thumbnailTimeMs({ ...workspace.scenes[0]!, duration: 200 })).toBe(199);
  });
});
