import { describe, expect, it } from 'vitest';
import { planMediaSync } from './media-sync.ts';

const playing = { currentTimeS: 10, isPaused: false, playbackRate: 1 };

describe('planMediaSync', () => {
  it('pauses and silences media outside its slot', () => {
    expect(planMediaSync(null, playing, true)).toEqual({ seekToS: null, shouldPlay: false, playbackRate: 1, volume: 0 });
  });

  it('tolerates up to 0.5 s of drift while playing, and seeks beyond it', () => {
    const target = { mediaTimeMs: 10_400, playbackRate: 1, isPlaying: true, gain: 0.8 };
    expect(planMediaSync(target, playing, true)).toEqual({ seekToS: null, shouldPlay: true, playbackRate: 1, volume: 0.8 });
    expect(planMediaSync({ ...target, mediaTimeMs: 10_600 }, playing, true).seekToS).toBeCloseTo(10.6);
    // A loop that restarted: the media is far ahead of the clip start.
    expect(planMediaSync({ ...target, mediaTimeMs: 200 }, playing, true).seekToS).toBeCloseTo(0.2);
  });

  it('puts a still clock on the exact frame and holds ended media paused', () => {
    const target = { mediaTimeMs: 10_100, playbackRate: 1, isPlaying: true, gain: 1 };
    expect(planMediaSync(target, playing, false)).toMatchObject({ seekToS: 10.1, shouldPlay: false });
    expect(planMediaSync({ ...target, isPlaying: false }, playing, true)).toMatchObject({ seekToS: 10.1, shouldPlay: false });
  });

  it('caps play-match at 16 times and clamps the volume', () => {
    const target = { mediaTimeMs: 10_000, playbackRate: 40, isPlaying: true, gain: 3 };
    expect(planMediaSync(target, playing, true)).toMatchObject({ playbackRate: 16, volume: 1 });
  });
});
