import { evaluate, WorkspaceSchema } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { getMediaTargets, listPlayablePlacements } from './media-targets.ts';

const workspace = WorkspaceSchema.parse({
  schemaVersion: 1,
  aspect_ratio: 1,
  scenes: [
    {
      duration: 10_000,
      tracks: [
        { type: 'music', index: 0, layers: [{ type: 'music', path: '/files/song.mp3', volume: 50, timeline: { start: 0, end: 10_000 } }] },
        {
          type: 'video',
          index: 1,
          layers: [
            {
              type: 'video',
              path: '/files/a.mp4',
              x: 0,
              y: 0,
              w: 100,
              h: 100,
              timeline: { start: 1000, end: 9000 },
              prop: { play_mode: 'play-immobilization' },
            },
            {
              type: 'video',
              path: '/files/b.mp4',
              x: 0,
              y: 0,
              w: 100,
              h: 100,
              volume: 0,
              timeline: { start: 0, end: 4000 },
              prop: { play_mode: 'play-match' },
            },
          ],
        },
      ],
    },
  ],
});
const placements = listPlayablePlacements(workspace);
const durations = { '/files/song.mp3': 3000, '/files/a.mp4': 2000, '/files/b.mp4': 100_000 };

describe('getMediaTargets', () => {
  it('loops music, holds an ended play-immobilization video, and speeds play-match up to 16 times', () => {
    const targets = getMediaTargets(evaluate(workspace, 3500, { mediaDurationsMs: durations }), placements, durations);
    expect(targets.get('s0.t0.l0')).toEqual({ mediaTimeMs: 500, playbackRate: 1, isPlaying: true, gain: 0.5 });
    expect(targets.get('s0.t1.l0')).toMatchObject({ mediaTimeMs: 1999, isPlaying: false, gain: 0 });
    expect(targets.get('s0.t1.l1')).toMatchObject({ mediaTimeMs: 3500 * 16, playbackRate: 16, isPlaying: true, gain: 0 });
  });

  it('has no target for media outside its slot', () => {
    const targets = getMediaTargets(evaluate(workspace, 500, { mediaDurationsMs: durations }), placements, durations);
    expect(targets.has('s0.t1.l0')).toBe(false);
    expect(targets.has('s0.t0.l0')).toBe(true);
  });
});

describe("a person's speech preview", () => {
  const parsed = WorkspaceSchema.parse({
    schemaVersion: 1,
    aspect_ratio: 0,
    scenes: [
      {
        duration: 6000,
        tracks: [
          {
            type: 'person',
            index: 0,
            layers: [
              {
                id: 'host',
                type: 'person',
                path: 'person.png',
                volume: 80,
                x: 0,
                y: 0,
                w: 100,
                h: 100,
                timeline: { start: 1000, end: 5000 },
              },
            ],
          },
        ],
      },
    ],
  });

  // Set as setPersonSpeech sets it (the schema may not list preview_audio yet, and parsing would drop it).
  const withSpeech = structuredClone(parsed);
  Object.assign(withSpeech.scenes[0]!.tracks[0]!.layers[0]!.prop, { meta: { preview_audio: 'speech/host.mp3' } });

  it('is only played where asked (the editor), as a sound of the person over its slot, once', () => {
    expect(listPlayablePlacements(withSpeech).map(({ key }) => key)).toEqual(['host']);
    const speechPlacements = listPlayablePlacements(withSpeech, { withSpeechPreview: true });
    expect(speechPlacements.map(({ key }) => key)).toEqual(['host', 'host:speech']);
    const speechDurations = { 'speech/host.mp3': 3000 };
    const during = getMediaTargets(evaluate(withSpeech, 2500, { mediaDurationsMs: speechDurations }), speechPlacements, speechDurations);
    expect(during.get('host:speech')).toEqual({ mediaTimeMs: 1500, playbackRate: 1, isPlaying: true, gain: 0.8 });
    const after = getMediaTargets(evaluate(withSpeech, 4500, { mediaDurationsMs: speechDurations }), speechPlacements, speechDurations);
    expect(after.get('host:speech')?.isPlaying).toBe(false);
    expect(getMediaTargets(evaluate(withSpeech, 500), speechPlacements, {}).has('host:speech')).toBe(false);
  });
});
