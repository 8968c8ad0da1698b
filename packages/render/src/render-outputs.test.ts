import { describe, expect, it } from 'vitest';
import { WorkspaceSchema } from '@talkreel/timeline';
import { getRenderOutputPaths, planStills } from './render-outputs.ts';

describe('render outputs', () => {
  it('names every output after the video', () => {
    expect(getRenderOutputPaths('/out/talk.mp4', 2)).toEqual({
      videoPath: '/out/talk.mp4',
      coverPath: '/out/talk.cover.jpg',
      thumbnailPaths: ['/out/talk.scene-1.jpg', '/out/talk.scene-2.jpg'],
      srtPath: '/out/talk.srt',
      vttPath: '/out/talk.vtt',
    });
  });

  it('takes the cover at preview_cover_time and thumbnails 0.3 s into each scene', () => {
    const workspace = WorkspaceSchema.parse({
      schemaVersion: 1,
      preview_cover_time: 1000,
      scenes: [{ duration: 2000 }, { duration: 400 }, { duration: 3000 }],
    });
    const stills = planStills(workspace, 135, { coverPath: 'c.jpg', thumbnailPaths: ['1.jpg', '2.jpg', '3.jpg'] });
    expect([...stills.entries()]).toEqual([
      [25, ['c.jpg']],
      [7, ['1.jpg']],
      [55, ['2.jpg']],
      [67, ['3.jpg']],
    ]);
  });

  it('keeps stills inside a short video', () => {
    const workspace = WorkspaceSchema.parse({ schemaVersion: 1, preview_cover_time: 60_000, scenes: [{ duration: 200 }] });
    expect([...planStills(workspace, 5, { coverPath: 'c.jpg', thumbnailPaths: ['1.jpg'] }).entries()]).toEqual([
      [4, ['c.jpg']],
      [2, ['1.jpg']],
    ]);
  });
});
