import { describe, expect, it } from 'vitest';
import { howToCycleLength, nextHowToStep, nextTreeNode } from './cycle-index.ts';

describe('nextHowToStep', () => {
  it('advances modulo 3', () => {
    expect(howToCycleLength).toBe(3);
    expect([0, 1, 2].map((index) => nextHowToStep(index, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((index) => nextHowToStep(index, 5))).toEqual([1, 2, 0]);
  });

  it('cycles over fewer steps when there are fewer, and sends a later step back to the first', () => {
    expect([0, 1].map((index) => nextHowToStep(index, 2))).toEqual([1, 0]);
    expect(nextHowToStep(0, 1)).toBe(0);
    expect(nextHowToStep(4, 6)).toBe(0);
  });
});

describe('nextTreeNode', () => {
  it('advances to the next node and wraps to the first after the last', () => {
    expect([0, 1, 2, 3].map((index) => nextTreeNode(index, 4))).toEqual([1, 2, 3, 0]);
    expect(nextTreeNode(0, 1)).toBe(0);
  });
});
