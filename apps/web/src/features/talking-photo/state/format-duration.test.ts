import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';

describe('formatDuration', () => {
  it('writes m:ss, rounding down', () => {
    expect([0, 3.9, 59.99, 60, 125.5, 1800].map(formatDuration)).toEqual(['0:00', '0:03', '0:59', '1:00', '2:05', '30:00']);
  });

  it('writes 0:00 for an unknown length', () => {
    expect([Number.NaN, Number.POSITIVE_INFINITY, -1].map(formatDuration)).toEqual(['0:00', '0:00', '0:00']);
  });
});
