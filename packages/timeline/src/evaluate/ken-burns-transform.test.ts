import { describe, expect, it } from 'vitest';
import { KenBurnsSchema } from '../schema/ken-burns-schema.ts';
import { buildTestWorkspace, testPic } from '../testing/build-test-workspace.ts';
import { evaluate } from './evaluate.ts';
import { getKenBurnsTransform } from './ken-burns-transform.ts';

const box = { x: 0, y: 0, w: 1080, h: 1920 };
const zoomIn = KenBurnsSchema.parse({ from: { scale: 1, focus_x: 0.25, focus_y: 0.25 }, to: { scale: 1.2, focus_x: 0.75, focus_y: 0.6 } });

/** Where a point of the element's own box lands in the frame under the transform (the compositor's move, rotate, scale about the box centre). */
function project(point: { x: number; y: number }, transform: ReturnType<typeof getKenBurnsTransform>, rotationDeg = 0) {
  const centreX = box.x + box.w / 2;
  const centreY = box.y + box.h / 2;
  const radians = (rotationDeg * Math.PI) / 180;
  const localX = (point.x - centreX) * transform.scale;
  const localY = (point.y - centreY) * transform.scale;
  return {
    x: centreX + transform.translateXPx + localX * Math.cos(radians) - localY * Math.sin(radians),
    y: centreY + transform.translateYPx + localX * Math.sin(radians) + localY * Math.cos(radians),
  };
}

describe('getKenBurnsTransform', () => {
  it('zooms linearly over the slot and keeps the moving focus where it is in the frame', () => {
    for (const [elapsedMs, scale, focusX, focusY] of [
      [0, 1, 0.25, 0.25],
      [2500, 1.1, 0.5, 0.425],
      [5000, 1.2, 0.75, 0.6],
    ] as const) {
      const transform = getKenBurnsTransform(zoomIn, elapsedMs, 5000, box, 0);
      expect(transform.scale).toBeCloseTo(scale, 9);
      const focus = { x: box.x + focusX * box.w, y: box.y + focusY * box.h };
      const landed = project(focus, transform);
      expect(landed.x).toBeCloseTo(focus.x, 6);
      expect(landed.y).toBeCloseTo(focus.y, 6);
    }
  });

  it('keeps the focus in place on a rotated element too', () => {
    const transform = getKenBurnsTransform(zoomIn, 5000, 5000, box, 30);
    const centre = { x: box.w / 2, y: box.h / 2 };
    const radians = (30 * Math.PI) / 180;
    const offset = { x: 0.25 * box.w, y: 0.1 * box.h };
    // The focus as the rotated, unzoomed element shows it.
    const shown = {
      x: centre.x + offset.x * Math.cos(radians) - offset.y * Math.sin(radians),
      y: centre.y + offset.x * Math.sin(radians) + offset.y * Math.cos(radians),
    };
    const landed = project({ x: centre.x + offset.x, y: centre.y + offset.y }, transform, 30);
    expect(landed.x).toBeCloseTo(shown.x, 6);
    expect(landed.y).toBeCloseTo(shown.y, 6);
  });

  it('always covers the whole box: no corner of the frame is left uncovered by a full-frame picture', () => {
    for (let elapsedMs = 0; elapsedMs <= 5000; elapsedMs += 250) {
      const transform = getKenBurnsTransform(zoomIn, elapsedMs, 5000, box, 0);
      const topLeft = project({ x: 0, y: 0 }, transform);
      const bottomRight = project({ x: box.w, y: box.h }, transform);
      expect(topLeft.x).toBeLessThanOrEqual(1e-6);
      expect(topLeft.y).toBeLessThanOrEqual(1e-6);
      expect(bottomRight.x).toBeGreaterThanOrEqual(box.w - 1e-6);
      expect(bottomRight.y).toBeGreaterThanOrEqual(box.h - 1e-6);
    }
  });

  it('refuses zooming out below the box and a focus outside it', () => {
    expect(KenBurnsSchema.safeParse({ from: { scale: 0.9 } }).success).toBe(false);
    expect(KenBurnsSchema.safeParse({ to: { focus_x: 1.2 } }).success).toBe(false);
    expect(KenBurnsSchema.parse({})).toEqual({ from: { scale: 1, focus_x: 0.5, focus_y: 0.5 }, to: { scale: 1, focus_x: 0.5, focus_y: 0.5 } });
  });
});

describe('evaluate with ken_burns', () => {
  it('moves a picture through its slot, composed with its cross-in, and leaves pictures without one at rest', () => {
    const workspace = buildTestWorkspace([
      {
        durationMs: 4000,
        elements: [
          testPic(0, 4000, { id: 'moving', ...box, prop: { ken_burns: zoomIn }, timeline: { start: 0, end: 4000, cross: { in: 'fade', in_time: 1000 } } }),
          testPic(0, 4000, { id: 'still' }),
        ],
      },
    ]);
    const [start, middle, end] = [0, 2000, 3999].map((timeMs) => evaluate(workspace, timeMs).visuals);
    expect(start![0]!.transform).toMatchObject({ scale: 1, translateXPx: 0, translateYPx: 0, opacity: 0 });
    expect(middle![0]!.transform.scale).toBeCloseTo(1.1, 9);
    expect(middle![0]!.transform.opacity).toBe(1);
    expect(end![0]!.transform.scale).toBeCloseTo(1.2, 3);
    expect(end![0]!.transform.translateXPx).toBeLessThan(-50);
    for (const frame of [start, middle, end]) expect(frame![1]!.transform).toMatchObject({ scale: 1, translateXPx: 0, translateYPx: 0 });
  });
});
