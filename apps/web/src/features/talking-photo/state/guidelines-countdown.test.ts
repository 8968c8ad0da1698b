import { describe, expect, it } from 'vitest';
import { GUIDELINES_COUNTDOWN_MS, guidelinesSecondsLeft } from './guidelines-countdown.ts';

describe('the photo guidelines countdown (spec §9: 5 s)', () => {
  it('counts 5, 4, 3, 2, 1 and reaches 0 exactly at five seconds', () => {
    const openedAtMs = 1_000_000;
    expect(GUIDELINES_COUNTDOWN_MS).toBe(5000);
    expect([0, 1, 999, 1000, 1001, 2500, 4001, 4999, 5000, 7000].map((elapsedMs) => guidelinesSecondsLeft(openedAtMs, openedAtMs + elapsedMs))).toEqual([
      5, 5, 5, 4, 4, 3, 1, 1, 0, 0,
    ]);
  });
});
