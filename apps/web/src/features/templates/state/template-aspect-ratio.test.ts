import { describe, expect, it } from 'vitest';
import { ASPECT_RATIO_LABELS, parseRatioFilter } from './template-aspect-ratio.ts';

describe('template ratios', () => {
  it('labels the spec’s codes: 0 = 9:16, 1 = 16:9, 2 = 1:1', () => {
    expect(ASPECT_RATIO_LABELS).toEqual({ 0: '9:16', 1: '16:9', 2: '1:1' });
  });

  it('reads the ratio filter’s value, anything unknown meaning every ratio (−1)', () => {
    expect(parseRatioFilter('0')).toBe(0);
    expect(parseRatioFilter('2')).toBe(2);
    expect(parseRatioFilter('-1')).toBe(-1);
    expect(parseRatioFilter('3')).toBe(-1);
    expect(parseRatioFilter('')).toBe(-1);
    expect(parseRatioFilter(null)).toBe(-1);
  });
});
