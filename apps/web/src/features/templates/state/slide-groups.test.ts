import { describe, expect, it } from 'vitest';
import { canMoveGroup, findVisibleGroup, groupSlides, SLIDE_SPACING_PX, SLIDES_PER_GROUP } from './slide-groups.ts';

const slides = (count: number) => Array.from({ length: count }, (_, index) => `t${index + 1}`);

describe('the similar carousel’s groups', () => {
  it('follows the spec: 8 per group, 16 apart', () => {
    expect(SLIDES_PER_GROUP).toBe(8);
    expect(SLIDE_SPACING_PX).toBe(16);
  });

  it('cuts the slides into groups of 8, the last one shorter', () => {
    expect(groupSlides(slides(0))).toEqual([]);
    expect(groupSlides(slides(8)).map((group) => group.length)).toEqual([8]);
    const groups = groupSlides(slides(16 + 3));
    expect(groups.map((group) => group.length)).toEqual([8, 8, 3]);
    expect(groups[1]![0]).toBe('t9');
    expect(groups.flat()).toEqual(slides(19));
    expect(() => groupSlides(slides(3), 0)).toThrow(RangeError);
  });

  it('finds the group in view from the scroll position', () => {
    // A group 672 px wide plus the 16 px gap.
    expect(findVisibleGroup(0, 688, 3)).toBe(0);
    expect(findVisibleGroup(688, 688, 3)).toBe(1);
    expect(findVisibleGroup(1030, 688, 3)).toBe(1);
    expect(findVisibleGroup(5000, 688, 3)).toBe(2);
    expect(findVisibleGroup(-40, 688, 3)).toBe(0);
    expect(findVisibleGroup(100, 0, 3)).toBe(0);
  });

  it('disables Previous on the first group and Next on the last', () => {
    expect(canMoveGroup(0, 1)).toEqual({ canGoBack: false, canGoForward: false });
    expect(canMoveGroup(0, 3)).toEqual({ canGoBack: false, canGoForward: true });
    expect(canMoveGroup(2, 3)).toEqual({ canGoBack: true, canGoForward: false });
  });
});
