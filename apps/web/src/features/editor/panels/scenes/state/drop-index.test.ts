import { describe, expect, it } from 'vitest';
import { dropIndexFor, moveTargetFor } from './drop-index.ts';

// Three 100 px cards with 8 px gaps: 0–100, 108–208, 216–316.
const spans = [0, 108, 216].map((startPx) => ({ startPx, sizePx: 100 }));

describe('dropIndexFor', () => {
  it('is the gap before the first card whose midpoint the pointer has not reached', () => {
    expect(dropIndexFor(-20, spans)).toBe(0);
    expect(dropIndexFor(49, spans)).toBe(0);
    expect(dropIndexFor(50, spans)).toBe(1);
    expect(dropIndexFor(157, spans)).toBe(1);
    expect(dropIndexFor(158, spans)).toBe(2);
    expect(dropIndexFor(265, spans)).toBe(2);
    expect(dropIndexFor(266, spans)).toBe(3);
    expect(dropIndexFor(900, spans)).toBe(3);
  });

  it('is 0 for an empty list', () => {
    expect(dropIndexFor(10, [])).toBe(0);
  });
});

describe('moveTargetFor', () => {
  it('counts the position in the list without the dragged card', () => {
    expect(moveTargetFor(0, 3)).toBe(2);
    expect(moveTargetFor(0, 2)).toBe(1);
    expect(moveTargetFor(2, 0)).toBe(0);
    expect(moveTargetFor(2, 1)).toBe(1);
  });

  it('is null for the gaps either side of the card itself', () => {
    expect(moveTargetFor(1, 1)).toBeNull();
    expect(moveTargetFor(1, 2)).toBeNull();
  });
});
