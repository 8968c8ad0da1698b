import { describe, expect, it } from 'vitest';
import { parseWorkspace } from '@talkreel/timeline';
import { buildDubbedVideoWorkspace, chooseDubAspectRatio } from './build-dubbed-workspace.ts';

describe('the dubbed video workspace', () => {
  it('keeps the picture muted under the dubbed track, with one caption per translated segment, inside the video', () => {
    const workspace = parseWorkspace(
      buildDubbedVideoWorkspace({
        videoKey: 'uploads/u/clip.mp4',
        videoName: 'clip.mp4',
        videoWidthPx: 1280,
        videoHeightPx: 720,
        durationMs: 10_000,
        dubTrackKey: 'translations/u/t/dub-es.m4a',
        captions: [
          { startMs: 200, endMs: 2_000, text: 'Hola a todos.' },
          { startMs: 2_500, endMs: 2_500, text: 'vacío' },
          { startMs: 3_000, endMs: 12_000, text: 'Hasta luego.' },
          { startMs: 5_000, endMs: 6_000, text: '   ' },
        ],
        burnSubtitles: true,
      }),
    );
    expect(workspace.aspect_ratio).toBe(1);
    const layers = workspace.scenes[0]!.tracks.flatMap((track) => track.layers);
    const video = layers.find((layer) => layer.type === 'video');
    expect(video).toMatchObject({ path: 'uploads/u/clip.mp4', volume: 0, timeline: { start: 0, end: 10_000 }, prop: { meta: { name: 'clip.mp4' } } });
    expect(layers.find((layer) => layer.type === 'music')).toMatchObject({ path: 'translations/u/t/dub-es.m4a', volume: 100 });
    const captions = layers.filter((layer) => layer.type === 'subtitle');
    expect(captions.map((layer) => (layer.type === 'subtitle' ? [layer.subtitle.text, layer.timeline.start, layer.timeline.end] : []))).toEqual([
      ['Hola a todos.', 200, 2_000],
      ['Hasta luego.', 3_000, 10_000],
    ]);
  });

  it('picks the nearest canvas for the picture', () => {
    expect(chooseDubAspectRatio(1920, 1080)).toBe(1);
    expect(chooseDubAspectRatio(720, 1280)).toBe(0);
    expect(chooseDubAspectRatio(1000, 1000)).toBe(2);
  });
});
