import { describe, expect, it } from 'vitest';
import { formatDuration, formatTimestamp, parseTimestamp, toSecondsText } from './timestamp.ts';

describe('segment times as mm:ss.s', () => {
  it('writes minutes, seconds and tenths, rounding to the nearest tenth', () => {
    expect(formatTimestamp(0)).toBe('00:00.0');
    expect(formatTimestamp(65_432)).toBe('01:05.4');
    expect(formatTimestamp(65_450)).toBe('01:05.5');
    expect(formatTimestamp(59_960)).toBe('01:00.0');
    expect(formatTimestamp(600_000)).toBe('10:00.0');
    expect(formatTimestamp(-20)).toBe('00:00.0');
  });

  it('reads what it writes, and the shorter forms people type', () => {
    expect(parseTimestamp('01:05.4')).toBe(65_400);
    expect(parseTimestamp(' 1:05 ')).toBe(65_000);
    expect(parseTimestamp('1:05,25')).toBe(65_250);
    expect(parseTimestamp('0:07.125')).toBe(7_125);
    expect(parseTimestamp('75.5')).toBe(75_500);
    expect(parseTimestamp('12')).toBe(12_000);
    for (const ms of [0, 1_200, 65_400, 599_900]) expect(parseTimestamp(formatTimestamp(ms))).toBe(ms);
  });

  it('refuses what is not a time', () => {
    for (const text of ['', 'abc', '0:75', '1:2:3', '-1', '1:05.', '01:05.4567', '1.5:00']) expect(parseTimestamp(text), text).toBeNull();
  });

  it('writes durations in seconds to one decimal', () => {
    expect(toSecondsText(840)).toBe('0.8');
    expect(toSecondsText(1_250)).toBe('1.3');
    expect(toSecondsText(12_000)).toBe('12.0');
  });

  it('writes a video’s length as m:ss', () => {
    expect(formatDuration(65_400)).toBe('1:05');
    expect(formatDuration(59_600)).toBe('1:00');
    expect(formatDuration(600_000)).toBe('10:00');
    expect(formatDuration(0)).toBe('0:00');
  });
});
