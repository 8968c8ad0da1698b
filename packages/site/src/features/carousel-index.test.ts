import { describe, expect, it } from 'vitest';
import { lastCardIndex, moveBoundedIndex, moveCardIndex } from './carousel-index.ts';

describe('the card carousel (sell points)', () => {
  it('ends at length − 2 on a desktop and length − 1 on a phone, never below 0', () => {
    expect(lastCardIndex(6, false)).toBe(4);
    expect(lastCardIndex(6, true)).toBe(5);
    expect(lastCardIndex(1, false)).toBe(0);
    expect(lastCardIndex(0, true)).toBe(0);
  });

  it('moves by one, stopping at 0 and at the last index', () => {
    expect(moveCardIndex(0, -1, 6, false)).toBe(0);
    expect(moveCardIndex(0, 1, 6, false)).toBe(1);
    expect(moveCardIndex(4, 1, 6, false)).toBe(4);
    expect(moveCardIndex(4, 1, 6, true)).toBe(5);
    expect(moveCardIndex(5, 1, 6, true)).toBe(5);
    // A phone turned to a desktop width keeps the index inside the shorter range.
    expect(moveCardIndex(5, 0, 6, false)).toBe(4);
  });
});

describe('the bounded carousel (testimonials)', () => {
  it('moves by one between the first and the last review', () => {
    expect(moveBoundedIndex(0, -1, 8)).toBe(0);
    expect(moveBoundedIndex(0, 1, 8)).toBe(1);
    expect(moveBoundedIndex(6, 1, 8)).toBe(7);
    expect(moveBoundedIndex(7, 1, 8)).toBe(7);
    expect(moveBoundedIndex(0, 1, 1)).toBe(0);
  });
});
