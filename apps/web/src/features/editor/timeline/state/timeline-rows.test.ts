import { WorkspaceSchema } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { buildTimelineRows, findLatestElementEndMs, nameElement } from './timeline-rows.ts';

const box = { x: 0, y: 0, w: 100, h: 100 };

const workspace = WorkspaceSchema.parse({
  schemaVersion: 1,
  scenes: [
    {
      id: 'scene',
      duration: 6_000,
      tracks: [
        { type: 'pic', index: 0, layers: [{ id: 'back', type: 'pic', path: '/files/media/a%20b/beach.jpg?v=2', ...box, timeline: { start: 0, end: 6_000 } }] },
        {
          type: 'text',
          index: 2,
          layers: [
            {
              id: 'title',
              type: 'text',
              ...box,
              prop: { textInfo: { text: 'Hello\n  world' } },
              timeline: { start: 500, end: 2_500, cross: { in: 'fade', in_time: 400, out: 'left', out_time: 5_000 } },
            },
          ],
        },
        { type: 'person', index: 1, layers: [{ id: 'host', type: 'person', path: 'host.mp4', ...box, timeline: { start: 0, end: 7_200 } }] },
        {
          type: 'music',
          index: 3,
          layers: [{ id: 'song', type: 'music', path: 'tunes/song.mp3', zindex: -1, timeline: { start: 0, end: 6_000, cross: { in_time: 300 } } }],
        },
      ],
    },
  ],
});
const scene = workspace.scenes[0]!;

describe('buildTimelineRows', () => {
  it('lists the topmost element first (zindex, then track index)', () => {
    expect(buildTimelineRows(scene, 0).map((row) => row.id)).toEqual(['title', 'host', 'back', 'song']);
  });

  it('names each element by what it shows', () => {
    const names = Object.fromEntries(buildTimelineRows(scene, 0).map((row) => [row.id, row.name]));
    expect(names).toEqual({
      title: { kind: 'text', detail: 'Hello world' },
      host: { kind: 'person', detail: '' },
      back: { kind: 'media', detail: 'beach.jpg' },
      song: { kind: 'music', detail: 'song.mp3' },
    });
  });

  it('names an upload by the file name the user uploaded, not its storage key', () => {
    const uploaded = structuredClone(scene);
    const back = uploaded.tracks.flatMap((track) => track.layers).find((layer) => layer.id === 'back')!;
    if (back.type !== 'pic') throw new Error('the test scene changed: back is no picture');
    back.path = 'uploads/u1/3f2a9c.jpg';
    back.prop = { ...back.prop, meta: { name: 'Summer  sale\nbanner.jpg' } };
    const row = buildTimelineRows(uploaded, 0).find((candidate) => candidate.id === 'back')!;
    expect(row.name).toEqual({ kind: 'media', detail: 'Summer sale banner.jpg' });
  });

  it('shows a transition only where it has an effect, and no longer than the slot', () => {
    const rows = Object.fromEntries(buildTimelineRows(scene, 0).map((row) => [row.id, [row.crossInMs, row.crossOutMs]]));
    expect(rows.title).toEqual([400, 2_000]);
    expect(rows.song).toEqual([0, 0]);
  });
});

describe('nameElement', () => {
  it('names a subtitle by its words', () => {
    const subtitle = WorkspaceSchema.parse({
      schemaVersion: 1,
      scenes: [
        {
          duration: 1_000,
          tracks: [{ type: 'subtitle', index: 0, layers: [{ type: 'subtitle', ...box, subtitle: { text: 'Hi there' }, timeline: { start: 0, end: 1_000 } }] }],
        },
      ],
    }).scenes[0]!.tracks[0]!.layers[0]!;
    expect(nameElement(subtitle)).toEqual({ kind: 'subtitle', detail: 'Hi there' });
  });
});

describe('findLatestElementEndMs', () => {
  it('finds the latest end, past the scene end too', () => {
    expect(findLatestElementEndMs(scene)).toBe(7_200);
    expect(findLatestElementEndMs({ ...scene, tracks: [] })).toBe(0);
  });
});
