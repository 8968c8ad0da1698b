import { describe, expect, it } from 'vitest';
import { normaliseDegrees, rotateBoxTo } from './rotate-box.ts';

const box = { x: 0, y: 0, w: 200, h: 200, r: 10 };
const above = { x: 100, y: -100 };

describe('rotateBoxTo', () => {
  it('turns by the angle swept about the centre, clockwise', () => {
    expect(rotateBoxTo(box, above, { x: 300, y: 100 }, false)).toBeCloseTo(100, 6);
    expect(rotateBoxTo(box, above, { x: -100, y: 100 }, false)).toBeCloseTo(-80, 6);
  });

  it('snaps to 15° with Shift', () => {
    const to = { x: 100 + 200 * Math.sin((37 * Math.PI) / 180), y: 100 - 200 * Math.cos((37 * Math.PI) / 180) };
    expect(rotateBoxTo(box, above, to, false)).toBeCloseTo(47, 6);
    expect(rotateBoxTo(box, above, to, true)).toBe(45);
  });

  it('keeps angles in (-180, 180]', () => {
    expect(normaliseDegrees(270)).toBe(-90);
    expect(normaliseDegrees(-540)).toBe(180);
    expect(Object.is(normaliseDegrees(-360), 0)).toBe(true);
  });
});
