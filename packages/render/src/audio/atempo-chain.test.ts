import { describe, expect, it } from 'vitest';
import { buildAtempoChain } from './atempo-chain.ts';

describe('buildAtempoChain', () => {
  it('keeps each factor within 0.5–2 and multiplies to the rate', () => {
    for (const rate of [16, 3, 2, 1.25, 0.75, 0.5, 0.3, 0.1]) {
      const chain = buildAtempoChain(rate);
      for (const factor of chain) {
        expect(factor).toBeGreaterThanOrEqual(0.5);
        expect(factor).toBeLessThanOrEqual(2);
      }
      expect(chain.reduce((product, factor) => product * factor, 1)).toBeCloseTo(rate, 5);
    }
    expect(buildAtempoChain(16)).toEqual([2, 2, 2, 2]);
  });

  it('needs nothing at rate 1 and refuses nonsense', () => {
    expect(buildAtempoChain(1)).toEqual([]);
    expect(() => buildAtempoChain(0)).toThrow(RangeError);
  });
});
