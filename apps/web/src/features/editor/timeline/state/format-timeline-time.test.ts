import { describe, expect, it } from 'vitest';
import { formatRulerLabel, formatTimelineTime } from './format-timeline-time.ts';

describe('formatTimelineTime', () => {
  it('writes minutes, two-digit seconds and tenths', () => {
    expect(formatTimelineTime(0)).toBe('0:00.0');
    expect(formatTimelineTime(83_456)).toBe('1:23.4');
    expect(formatTimelineTime(600_000)).toBe('10:00.0');
    expect(formatTimelineTime(5_000)).toBe('0:05.0');
  });

  it('rounds down, so 9.99 s is not shown as 10 s', () => {
    expect(formatTimelineTime(9_999)).toBe('0:09.9');
  });

  it('treats negative times as 0', () => {
    expect(formatTimelineTime(-40)).toBe('0:00.0');
  });
});

describe('formatRulerLabel', () => {
  it('drops the tenths when labels fall on whole seconds', () => {
    expect(formatRulerLabel(65_000, 5_000)).toBe('1:05');
    expect(formatRulerLabel(1_500, 500)).toBe('0:01.5');
  });
});
