import { describe, expect, it } from 'vitest';
import { formatPlaybackTime } from './format-playback-time.ts';

describe('formatPlaybackTime', () => {
  it('writes minutes and seconds, and hours when there are any', () => {
    expect(formatPlaybackTime(0)).toBe('0:00');
    expect(formatPlaybackTime(4999)).toBe('0:04');
    expect(formatPlaybackTime(83_000)).toBe('1:23');
    expect(formatPlaybackTime(3_725_000)).toBe('1:02:05');
    expect(formatPlaybackTime(-20)).toBe('0:00');
  });
});
