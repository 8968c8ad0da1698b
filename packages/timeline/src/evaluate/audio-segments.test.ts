import { describe, expect, it } from 'vitest';
import type { TimelineElementInput } from '../schema/element-schema.ts';
import { buildTestWorkspace, testPic } from '../testing/build-test-workspace.ts';
import { findAudioSegments, getSegmentFadeGain } from './audio-segments.ts';

const music = (extra: object): TimelineElementInput =>
  ({
    type: 'music',
    path: 'music.wav',
    volume: 60,
    timeline: { start: 500, end: 4500, cross: { in: 'fade', out: 'fade', in_time: 1000, out_time: 500 } },
    ...extra,
  }) as TimelineElementInput;

describe('findAudioSegments', () => {
  it('places each sound on the workspace timeline with its volume, fades and clip', () => {
    const workspace = buildTestWorkspace([
      { durationMs: 1000, elements: [] },
      { durationMs: 5000, elements: [testPic(0, 5000), music({ prop: { clip: { start: 2000, end: 3000 } } })] },
    ]);
    expect(findAudioSegments(workspace)).toEqual([
      expect.objectContaining({
        path: 'music.wav',
        startMs: 1500,
        durationMs: 4000,
        clipStartMs: 2000,
        clipDurationMs: 1000,
        isLooping: true,
        playbackRate: 1,
        volume: 0.6,
        fadeInMs: 1000,
        fadeOutMs: 500,
      }),
    ]);
  });

  it('cuts play-once sounds at the end of their media and matches rates', () => {
    const workspace = buildTestWorkspace([
      {
        durationMs: 5000,
        elements: [
          music({ id: 'once', prop: { play_mode: 'play-immobilization', clip: { start: 0, end: 1500 } } }),
          music({ id: 'matched', prop: { play_mode: 'play-match', clip: { start: 0, end: 8000 } } }),
          { type: 'video', id: 'muted', path: 'v.mp4', x: 0, y: 0, w: 1, h: 1, volume: 0, timeline: { start: 0, end: 1000 } },
        ],
      },
    ]);
    const segments = findAudioSegments(workspace, { 'music.wav': 60_000 });
    expect(segments.map((segment) => [segment.key, segment.durationMs, segment.playbackRate, segment.fadeOutMs])).toEqual([
      ['once', 1500, 1, 0],
      ['matched', 4000, 2, 500],
    ]);
  });

  it('computes the fade gain over time', () => {
    const [segment] = findAudioSegments(buildTestWorkspace([{ durationMs: 5000, elements: [music({})] }]));
    expect(getSegmentFadeGain(segment!, 499)).toBe(0);
    expect(getSegmentFadeGain(segment!, 1000)).toBeCloseTo(0.5);
    expect(getSegmentFadeGain(segment!, 3000)).toBe(1);
    expect(getSegmentFadeGain(segment!, 4250)).toBeCloseTo(0.5);
    expect(getSegmentFadeGain(segment!, 4500)).toBe(0);
  });
});
