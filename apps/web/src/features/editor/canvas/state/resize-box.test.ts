import { describe, expect, it } from 'vitest';
import { getBoxCorners, type RotatedBox } from './box-geometry.ts';
import { resizeBox } from './resize-box.ts';

const box: RotatedBox = { x: 100, y: 100, w: 200, h: 100, r: 0 };

function expectClose(actual: RotatedBox, expected: RotatedBox) {
  for (const name of ['x', 'y', 'w', 'h', 'r'] as const) expect(actual[name]).toBeCloseTo(expected[name], 6);
}

describe('resizeBox', () => {
  it('moves only the dragged sides of an unrotated box', () => {
    expectClose(resizeBox(box, 'se', { x: 50, y: 20 }, false), { x: 100, y: 100, w: 250, h: 120, r: 0 });
    expectClose(resizeBox(box, 'nw', { x: 50, y: 20 }, false), { x: 150, y: 120, w: 150, h: 80, r: 0 });
    expectClose(resizeBox(box, 'e', { x: 30, y: 999 }, false), { x: 100, y: 100, w: 230, h: 100, r: 0 });
    expectClose(resizeBox(box, 'n', { x: 999, y: -40 }, false), { x: 100, y: 60, w: 200, h: 140, r: 0 });
  });

  it('keeps the ratio with Shift, about the middle of the opposite side for an edge', () => {
    expectClose(resizeBox(box, 'se', { x: 200, y: 10 }, true), { x: 100, y: 100, w: 400, h: 200, r: 0 });
    expectClose(resizeBox(box, 'e', { x: 200, y: 0 }, true), { x: 100, y: 50, w: 400, h: 200, r: 0 });
    expectClose(resizeBox(box, 's', { x: 0, y: 50 }, true), { x: 50, y: 100, w: 300, h: 150, r: 0 });
  });

  it('keeps the opposite corner of a rotated box where it was', () => {
    const turned: RotatedBox = { x: 100, y: 100, w: 200, h: 100, r: 30 };
    // The box's own x axis points at 30°: a drag along it only widens the box.
    const along = { x: 60 * Math.cos(Math.PI / 6), y: 60 * Math.sin(Math.PI / 6) };
    const resized = resizeBox(turned, 'e', along, false);
    expect(resized.w).toBeCloseTo(260, 6);
    expect(resized.h).toBeCloseTo(100, 6);
    const [topLeftBefore, , , bottomLeftBefore] = getBoxCorners(turned);
    const [topLeftAfter, , , bottomLeftAfter] = getBoxCorners(resized);
    expect(topLeftAfter!.x).toBeCloseTo(topLeftBefore!.x, 6);
    expect(topLeftAfter!.y).toBeCloseTo(topLeftBefore!.y, 6);
    expect(bottomLeftAfter!.x).toBeCloseTo(bottomLeftBefore!.x, 6);

    const corner = resizeBox(turned, 'nw', { x: -40, y: -25 }, true);
    expect(corner.w / corner.h).toBeCloseTo(2, 6);
    const bottomRightBefore = getBoxCorners(turned)[2]!;
    const bottomRightAfter = getBoxCorners(corner)[2]!;
    expect(bottomRightAfter.x).toBeCloseTo(bottomRightBefore.x, 6);
    expect(bottomRightAfter.y).toBeCloseTo(bottomRightBefore.y, 6);
  });

  it('never makes a side smaller than the minimum or flips the box', () => {
    const squashed = resizeBox(box, 'se', { x: -500, y: -500 }, false);
    expect(squashed.w).toBe(4);
    expect(squashed.h).toBe(4);
    expect(squashed.x).toBe(100);
  });
});
