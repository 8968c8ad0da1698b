import { describe, expect, it } from 'vitest';
import { pickSampleScript } from './sample-script.ts';

describe('Randomize', () => {
  it('spreads over every sample and never repeats the one in the box', () => {
    const samples = ['a', 'b', 'c', 'd'];
    expect([0, 0.26, 0.51, 0.99].map((random) => pickSampleScript(samples, '', random))).toEqual(['a', 'b', 'c', 'd']);
    expect([0, 0.34, 0.67, 0.99].map((random) => pickSampleScript(samples, 'b', random))).toEqual(['a', 'c', 'd', 'd']);
    expect(pickSampleScript(['only'], 'only', 0.5)).toBe('only');
  });
});
