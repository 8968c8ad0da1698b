import { describe, expect, it } from 'vitest';
import { buildSnapTargets, snapMove } from './snap-guides.ts';

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
