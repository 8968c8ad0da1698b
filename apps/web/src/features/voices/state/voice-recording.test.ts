import { describe, expect, it } from 'vitest';
import { formatClock } from './voice-recording.ts';

describe('formatClock', () => {
  it('shows minutes and two-digit seconds, rounding down', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7_999)).toBe('0:07');
    expect(formatClock(165_000)).toBe('2:45');
    expect(formatClock(720_000)).toBe('12:00');
  });

  it('never shows a negative time', () => {
    expect(formatClock(-500)).toBe('0:00');
  });
});
