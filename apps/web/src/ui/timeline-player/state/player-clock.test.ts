import { describe, expect, it } from 'vitest';
import { PlayerClock } from './player-clock.ts';

describe('PlayerClock', () => {
  it('advances with frame time while playing and stands still while held', () => {
    const clock = new PlayerClock(5000);
    clock.play();
    clock.advance(100, false);
    clock.advance(140, false);
    expect(clock.timeMs).toBe(40);
    clock.advance(1140, true);
    expect(clock.timeMs).toBe(40);
    clock.advance(1180, false);
    expect(clock.timeMs).toBe(80);
  });

  it('stops at the end and plays again from the start', () => {
    const clock = new PlayerClock(1000, 900);
    clock.play();
    clock.advance(0, false);
    expect(clock.advance(500, false)).toBe(true);
    expect(clock.timeMs).toBe(1000);
    expect(clock.isPlaying).toBe(false);
    clock.play();
    expect(clock.timeMs).toBe(0);
  });

  it('keeps seeks inside the timeline', () => {
    const clock = new PlayerClock(3000);
    clock.seek(-5);
    expect(clock.timeMs).toBe(0);
    clock.seek(99_000);
    expect(clock.timeMs).toBe(3000);
    clock.seek(Number.NaN);
    expect(clock.timeMs).toBe(0);
  });
});

describe('PlayerClock.setDuration', () => {
  it('keeps the time inside an edited, shorter timeline', () => {
    const clock = new PlayerClock(10_000, 8000);
    clock.setDuration(5000);
    expect(clock.durationMs).toBe(5000);
    expect(clock.timeMs).toBe(5000);
    clock.setDuration(20_000);
    expect(clock.timeMs).toBe(5000);
  });
});
