import { describe, expect, it } from 'vitest';
import type { TimelineElementInput } from '../schema/element-schema.ts';
import { buildTestWorkspace } from '../testing/build-test-workspace.ts';
import { evaluate } from './evaluate.ts';

// A 2000 ms clip (file offset 1000–3000) in a 5000 ms slot, unless stated.
function videoWith(playMode: string, clip: object = { start: 1000, end: 3000 }, endMs = 5000): TimelineElementInput {
  return {
    type: 'video',
    path: 'clip.mp4',
    x: 0,
    y: 0,
    w: 100,
    h: 100,
    volume: 100,
    timeline: { start: 0, end: endMs },
    prop: { play_mode: playMode, clip },
  } as TimelineElementInput;
}

function playAt(element: TimelineElementInput, timeMs: number, mediaDurationsMs: Record<string, number> = {}) {
  const workspace = buildTestWorkspace([{ durationMs: 10_000, elements: [element] }]);
  const frame = evaluate(workspace, timeMs, { mediaDurationsMs });
  return { mediaTimeMs: frame.visuals[0]?.mediaTimeMs ?? null, sound: frame.sounds[0] ?? null, isVisible: frame.visuals.length === 1 };
}

describe('play modes', () => {
  it('play-loop starts over at the clip start', () => {
    const element = videoWith('play-loop');
    expect(playAt(element, 500).mediaTimeMs).toBe(1500);
    expect(playAt(element, 2000).mediaTimeMs).toBe(1000);
    expect(playAt(element, 4500).mediaTimeMs).toBe(1500);
    expect(playAt(element, 4500).sound?.mediaTimeMs).toBe(1500);
  });

  it('play-immobilization holds the last frame, silently', () => {
    const element = videoWith('play-immobilization');
    expect(playAt(element, 1999)).toMatchObject({ mediaTimeMs: 2999, isVisible: true });
    expect(playAt(element, 1999).sound).not.toBeNull();
    expect(playAt(element, 3500)).toMatchObject({ mediaTimeMs: 2999, isVisible: true, sound: null });
  });

  it('play-preset-1 plays once, then the element is gone', () => {
    const element = videoWith('play-preset-1');
    expect(playAt(element, 1000)).toMatchObject({ mediaTimeMs: 2000, isVisible: true });
    expect(playAt(element, 2000)).toMatchObject({ mediaTimeMs: null, isVisible: false, sound: null });
  });

  it('play-match plays the whole clip over the slot', () => {
    const element = videoWith('play-match');
    expect(playAt(element, 2500).mediaTimeMs).toBe(2000);
    expect(playAt(element, 2500).sound?.playbackRate).toBeCloseTo(0.4);
    expect(playAt(element, 4999).mediaTimeMs).toBeCloseTo(2999.6);
  });

  it('play-match speeds a long clip up, capped at 16', () => {
    const element = videoWith('play-match', { start: 0, end: 40_000 }, 1000);
    expect(playAt(element, 500).sound?.playbackRate).toBe(16);
    expect(playAt(element, 500).mediaTimeMs).toBe(8000);
    const fitting = videoWith('play-match', { start: 0, end: 8000 }, 1000);
    expect(playAt(fitting, 500).sound?.playbackRate).toBe(8);
  });

  it('uses the probed media duration when the clip has no end', () => {
    const element = videoWith('play-loop', { start: 500 });
    expect(playAt(element, 2000).mediaTimeMs).toBe(2500);
    expect(playAt(element, 2000, { 'clip.mp4': 1500 }).mediaTimeMs).toBe(500);
    const immobile = videoWith('play-immobilization', { start: 0 });
    expect(playAt(immobile, 3000, { 'clip.mp4': 1200 }).mediaTimeMs).toBe(1199);
  });

  it('defaults to holding the last frame for video and looping for music', () => {
    const video = { ...videoWith('play-loop'), prop: { clip: { start: 0, end: 1000 } } } as TimelineElementInput;
    expect(playAt(video, 3000).mediaTimeMs).toBe(999);
    const music: TimelineElementInput = { type: 'music', path: 'm.wav', timeline: { start: 0, end: 5000 }, prop: { clip: { start: 0, end: 1000 } } };
    expect(playAt(music, 3250).sound?.mediaTimeMs).toBe(250);
  });
});
