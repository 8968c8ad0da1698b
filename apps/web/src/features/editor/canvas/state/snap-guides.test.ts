import { describe, expect, it } from 'vitest';
import { buildSnapTargets, snapMove, snapResize, snapToRightAngle } from './snap-guides.ts';

const canvas = { widthPx: 1080, heightPx: 1920 };
const bounds = { left: 100, top: 100, right: 300, bottom: 200 };

describe('snapMove', () => {
  it('snaps the centre to the canvas centre line within the distance and draws that guide', () => {
    const targets = buildSnapTargets(canvas, []);
    // Centre at 200 + 335 = 535, 5 px from 540.
    const snapped = snapMove(bounds, { x: 335, y: 13 }, targets, 6);
    expect(snapped.delta).toEqual({ x: 340, y: 13 });
    expect(snapped.guides).toEqual([{ axis: 'x', positionPx: 540 }]);
  });

  it('leaves a move farther than the distance alone', () => {
    const snapped = snapMove(bounds, { x: 330, y: 13 }, buildSnapTargets(canvas, []), 6);
    expect(snapped.delta).toEqual({ x: 330, y: 13 });
    expect(snapped.guides).toEqual([]);
  });

  it("snaps edges to another element's edges and to the canvas edge, the nearest first", () => {
    const targets = buildSnapTargets(canvas, [{ left: 500, top: 700, right: 600, bottom: 800 }]);
    // The left edge at 496 is 4 px from the other's left (500); the bottom at 697 is 3 px from its top (700).
    const snapped = snapMove(bounds, { x: 396, y: 497 }, targets, 6);
    expect(snapped.delta).toEqual({ x: 400, y: 500 });
    expect(snapped.guides).toContainEqual({ axis: 'x', positionPx: 500 });
    expect(snapped.guides).toContainEqual({ axis: 'y', positionPx: 700 });
    expect(snapMove(bounds, { x: -98, y: 0 }, targets, 6).delta.x).toBe(-100);
  });
});

describe('snapResize', () => {
  const targets = buildSnapTargets(canvas, [{ left: 600, top: 800, right: 900, bottom: 1000 }]);
  const options = { keepsRatio: false, minimumSidePx: 4 };

  it('puts the dragged right side on a nearby edge of another element, the left side staying, and draws that guide', () => {
    const snapped = snapResize({ x: 100, y: 100, w: 496, h: 100, r: 0 }, { x: 1, y: 0 }, targets, 6, options);
    expect(snapped.box).toEqual({ x: 100, y: 100, w: 500, h: 100, r: 0 });
    expect(snapped.guides).toEqual([{ axis: 'x', positionPx: 600 }]);
  });

  it('puts the dragged top-left corner on the canvas edges, the bottom-right staying', () => {
    const snapped = snapResize({ x: 5, y: -3, w: 295, h: 203, r: 0 }, { x: -1, y: -1 }, targets, 6, options);
    expect(snapped.box).toEqual({ x: 0, y: 0, w: 300, h: 200, r: 0 });
    expect(snapped.guides).toEqual([
      { axis: 'x', positionPx: 0 },
      { axis: 'y', positionPx: 0 },
    ]);
  });

  it('leaves a box alone when nothing is near, when it is rotated, or when Shift keeps the ratio', () => {
    const far = { x: 100, y: 100, w: 250, h: 100, r: 0 };
    expect(snapResize(far, { x: 1, y: 1 }, targets, 6, options)).toEqual({ box: far, guides: [] });
    const rotated = { x: 100, y: 100, w: 496, h: 100, r: 10 };
    expect(snapResize(rotated, { x: 1, y: 0 }, targets, 6, options)).toEqual({ box: rotated, guides: [] });
    const ratio = { x: 100, y: 100, w: 496, h: 100, r: 0 };
    expect(snapResize(ratio, { x: 1, y: 0 }, targets, 6, { ...options, keepsRatio: true })).toEqual({ box: ratio, guides: [] });
  });

  it('never snaps a side so far that the box gets thinner than the minimum', () => {
    const thin = { x: 537, y: 100, w: 2, h: 100, r: 0 };
    const snapped = snapResize(thin, { x: -1, y: 0 }, targets, 6, options);
    expect(snapped.box).toEqual(thin);
  });
});

describe('snapToRightAngle', () => {
  it('lands on a right angle within 4 degrees and leaves other angles', () => {
    expect(snapToRightAngle(3)).toBe(0);
    expect(snapToRightAngle(-2.5)).toBe(0);
    expect(snapToRightAngle(88)).toBe(90);
    expect(snapToRightAngle(-93)).toBe(-90);
    expect(snapToRightAngle(-178)).toBe(180);
    expect(snapToRightAngle(177)).toBe(180);
    expect(snapToRightAngle(30)).toBe(30);
    expect(snapToRightAngle(-5)).toBe(-5);
  });
});
