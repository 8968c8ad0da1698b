import { describe, expect, it } from 'vitest';
import { formatSceneDuration } from './format-scene-duration.ts';

describe('formatSceneDuration', () => {
  it('writes m:ss', () => {
    expect(formatSceneDuration(5000)).toBe('0:05');
    expect(formatSceneDuration(65_000)).toBe('1:05');
    expect(formatSceneDuration(600_000)).toBe('10:00');
  });

  it('rounds a part second up', () => {
    expect(formatSceneDuration(4200)).toBe('0:05');
    expect(formatSceneDuration(100)).toBe('0:01');
    expect(formatSceneDuration(59_001)).toBe('1:00');
  });
});
