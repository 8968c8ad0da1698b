import { describe, expect, it } from 'vitest';
import { findCaptionBreaks } from './caption-breaks.ts';

/** Items of the given widths joined by one space; a piece fits up to `maxWeight`. */
function breaksOf(widths: readonly number[], maxWeight: number, marks: { strong?: number[]; good?: number[] } = {}) {
  const getWeight = (start: number, end: number) => widths.slice(start, end).reduce((sum, width) => sum + width, 0) + (end - start - 1);
  return findCaptionBreaks({
    itemCount: widths.length,
    getWeight,
    maxWeight,
    canJoin: (start, end) => getWeight(start, end) <= maxWeight,
    isStrongBreak: (index) => marks.strong?.includes(index) ?? false,
    isGoodBreak: (index) => marks.good?.includes(index) ?? false,
  });
}

describe('findCaptionBreaks', () => {
  it('keeps what fits in one piece', () => {
    expect(breaksOf([5, 5, 5], 30)).toEqual([[0, 3]]);
    expect(breaksOf([], 30)).toEqual([]);
  });

  it('splits evenly with the fewest pieces, where filling greedily would leave one item alone', () => {
    // Greedy: 4 + 4 + 4 + 4 + 4 + 4 = 29 fits, then "4" alone.
    expect(breaksOf([4, 4, 4, 4, 4, 4, 4], 30)).toEqual([
      [0, 4],
      [4, 7],
    ]);
  });

  it('ends pieces at strong breaks, unless that leaves one item alone', () => {
    expect(breaksOf([5, 6, 4, 2], 30, { strong: [2] })).toEqual([
      [0, 2],
      [2, 4],
    ]);
    // A one-word sentence ("Yes.") joins the sentence after it.
    expect(breaksOf([4, 2, 5, 4], 30, { strong: [1] })).toEqual([[0, 4]]);
  });

  it('prefers a good break near the middle', () => {
    expect(breaksOf([5, 5, 5, 5, 5, 5, 5], 30, { good: [3] })).toEqual([
      [0, 3],
      [3, 7],
    ]);
  });

  it('puts an item heavier than a piece on its own', () => {
    expect(breaksOf([40, 3, 3], 30)).toEqual([
      [0, 1],
      [1, 3],
    ]);
  });
});
