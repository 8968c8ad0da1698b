import { describe, expect, it } from 'vitest';
import { formatClock, isRecordingLongEnough, MIN_RECORDING_MS } from './voice-recording.ts';

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

describe('isRecordingLongEnough', () => {
  it('refuses a take under the stated 10 seconds, and takes one of 10 seconds or more', () => {
    expect(MIN_RECORDING_MS).toBe(10_000);
    expect(isRecordingLongEnough(0)).toBe(false);
    expect(isRecordingLongEnough(9_999)).toBe(false);
    expect(isRecordingLongEnough(10_000)).toBe(true);
    expect(isRecordingLongEnough(30_000)).toBe(true);
  });
});
