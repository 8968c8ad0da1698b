import { describe, expect, it } from 'vitest';
import { WorkspaceSchema } from './workspace-schema.ts';
import { getCanvasSize } from './aspect-ratio.ts';
import { workspaceLimits } from './workspace-limits.ts';

const minimal = {
  schemaVersion: 1,
  scenes: [
    {
      duration: 3000,
      tracks: [
        { type: 'pic', index: 0, layers: [{ type: 'pic', path: 'a.png', x: 0, y: 0, w: 10, h: 10, timeline: { start: 0, end: 3000 } }] },
        { type: 'music', index: 1, layers: [{ type: 'music', path: 'a.wav', timeline: { start: 0, end: 3000 } }] },
      ],
    },
  ],
};

describe('WorkspaceSchema', () => {
  it('fills the spec defaults', () => {
    const workspace = WorkspaceSchema.parse(minimal);
    expect(workspace.aspect_ratio).toBe(0);
    expect(workspace.render_subtitle).toBe(true);
    expect(workspace.preview_cover_time).toBe(0);
    expect(workspace.scenes[0]?.bg_color).toBe('#000000');
    const [pic, music] = workspace.scenes[0]!.tracks.map((track) => track.layers[0]!);
    expect(pic).toMatchObject({ r: 0, alpha: 1, zindex: 0, gauss: 0, fit_mode: 'cover', prop: {} });
    expect(music).toMatchObject({ volume: 100, x: 0, w: 0 });
  });

  it('keeps every spec field of an element', () => {
    const element = {
      type: 'video',
      id: 'clip-1',
      path: 'clip.mp4',
      x: 1,
      y: 2,
      w: 3,
      h: 4,
      r: 45,
      alpha: 0.5,
      zindex: 7,
      gauss: 6,
      fit_mode: 'contain',
      volume: 30,
      timeline: { start: 0, end: 1000, cross: { in: 'scale-.5', out: 'rotate-2', in_time: 200, out_time: 300 } },
      shape: { type: 'circle', radius: 12, color: '#fff', background_gauss: 9, content_position: 'top' },
      prop: {
        clip: { start: 500, end: 1500 },
        play_mode: 'play-match',
        meta: { preview_video: 'p.mp4', cover: 'c.jpg', preview_transparent_video: 't.webm' },
        bg_transparent: true,
        textInfo: { fontSize: 40 },
        shapeInfo: { strokeColor: '#000', strokeWidth: 2 },
      },
    };
    const parsed = WorkspaceSchema.parse({ ...minimal, scenes: [{ duration: 1000, tracks: [{ type: 'video', index: 0, layers: [element] }] }] });
    expect(parsed.scenes[0]?.tracks[0]?.layers[0]).toEqual(element);
  });

  it('refuses what the spec does not allow', () => {
    const withLayer = (layer: object) => ({ ...minimal, scenes: [{ duration: 1000, tracks: [{ type: 'pic', index: 0, layers: [layer] }] }] });
    const pic = { type: 'pic', path: 'a.png', x: 0, y: 0, w: 1, h: 1, timeline: { start: 0, end: 10 } };
    expect(WorkspaceSchema.safeParse(withLayer({ ...pic, timeline: { start: 10, end: 5 } })).success).toBe(false);
    expect(WorkspaceSchema.safeParse(withLayer({ ...pic, type: 'sticker' })).success).toBe(false);
    expect(WorkspaceSchema.safeParse(withLayer({ ...pic, timeline: { start: 0, end: 10, cross: { in: 'wipe' } } })).success).toBe(false);
    expect(WorkspaceSchema.safeParse(withLayer({ type: 'music', path: 'a.wav', volume: 101, timeline: { start: 0, end: 10 } })).success).toBe(false);
    expect(WorkspaceSchema.safeParse(withLayer({ ...pic, alpha: 1.5 })).success).toBe(false);
    expect(WorkspaceSchema.safeParse({ ...minimal, aspect_ratio: 3 }).success).toBe(false);
    expect(WorkspaceSchema.safeParse({ ...minimal, scenes: [] }).success).toBe(false);
  });

  it('bounds what one render may cost: duration, scenes and elements', () => {
    const firstIssue = (input: object) => {
      const result = WorkspaceSchema.safeParse(input);
      expect(result.success).toBe(false);
      return result.error?.issues[0];
    };
    const scene = (durationMs: number, layerCount = 0) => ({
      duration: durationMs,
      tracks: [
        {
          type: 'text',
          index: 0,
          layers: Array.from({ length: layerCount }, () => ({ type: 'text', x: 0, y: 0, w: 1, h: 1, timeline: { start: 0, end: 10 } })),
        },
      ],
    });
    for (const durationMs of [1e308, 365 * 24 * 3_600_000, workspaceLimits.maxDurationMs + 1]) {
      expect(firstIssue({ schemaVersion: 1, scenes: [scene(durationMs)] })).toMatchObject({
        path: ['scenes', 0, 'duration'],
        message: 'A scene lasts at most 30 minutes (1800000 ms)',
      });
    }
    // Exactly 30 minutes is allowed, in one scene or spread over many.
    expect(WorkspaceSchema.safeParse({ schemaVersion: 1, scenes: [scene(workspaceLimits.maxDurationMs)] }).success).toBe(true);
    expect(WorkspaceSchema.safeParse({ schemaVersion: 1, scenes: Array.from({ length: 300 }, () => scene(6_000)) }).success).toBe(true);
    expect(firstIssue({ schemaVersion: 1, scenes: Array.from({ length: 31 }, () => scene(60_000)) })).toMatchObject({
      path: ['scenes'],
      message: "A video lasts at most 30 minutes; this workspace's scenes add up to 31 minutes",
    });
    expect(firstIssue({ schemaVersion: 1, scenes: Array.from({ length: 301 }, () => scene(1_000)) })).toMatchObject({
      path: ['scenes'],
      message: 'A workspace holds at most 300 scenes',
    });
    expect(WorkspaceSchema.safeParse({ schemaVersion: 1, scenes: [scene(1_000, 2_500), scene(1_000, 2_500)] }).success).toBe(true);
    expect(firstIssue({ schemaVersion: 1, scenes: [scene(1_000, 2_500), scene(1_000, 2_501)] })).toMatchObject({
      path: ['scenes'],
      message: 'A workspace holds at most 5000 elements; this one has 5001',
    });
  });

  it('maps aspect ratio codes to the reference canvases', () => {
    expect(getCanvasSize(0)).toEqual({ widthPx: 1080, heightPx: 1920 });
    expect(getCanvasSize(1)).toEqual({ widthPx: 1920, heightPx: 1080 });
    expect(getCanvasSize(2)).toEqual({ widthPx: 1080, heightPx: 1080 });
  });
});
