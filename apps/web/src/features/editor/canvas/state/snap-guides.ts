import type { Point, Rect, RotatedBox } from './box-geometry.ts';

/** A guide line drawn while a box snaps to it: a vertical line at x, or a horizontal one at y (reference px). */
export interface Guide {
  axis: 'x' | 'y';
  positionPx: number;
}

/** Lines a moving box snaps to, per axis (reference px). */
export interface SnapTargets {
  xs: readonly number[];
  ys: readonly number[];
}

/** A box snaps within this distance on screen, CSS px. */
export const snapDistanceScreenPx = 6;

/** The canvas's edges and centre lines, and the edges and centres of the other elements' bounds. */
export function buildSnapTargets(canvas: { widthPx: number; heightPx: number }, others: readonly Rect[]): SnapTargets {
  const xs = [0, canvas.widthPx / 2, canvas.widthPx];
  const ys = [0, canvas.heightPx / 2, canvas.heightPx];
  for (const rect of others) {
    xs.push(rect.left, (rect.left + rect.right) / 2, rect.right);
    ys.push(rect.top, (rect.top + rect.bottom) / 2, rect.bottom);
  }
  return { xs, ys };
}

/** The smallest shift (within `maximumPx`) that puts one of `lines` on one of `targets`, or null. */
function findSnapShift(lines: readonly number[], targets: readonly number[], maximumPx: number): number | null {
  let best: number | null = null;
  for (const line of lines) {
    for (const target of targets) {
      const shift = target - line;
      if (Math.abs(shift) <= maximumPx && (best === null || Math.abs(shift) < Math.abs(best))) best = shift;
    }
  }
  return best;
}

/** The targets lying on one of `lines` (within a hundredth of a px), once each. */
function findTouching(lines: readonly number[], targets: readonly number[]): number[] {
  return [...new Set(targets.filter((target) => lines.some((line) => Math.abs(line - target) < 0.01)))];
}

/**
 * Snaps a move: `bounds` (the moving selection's bounds at the drag start)
 * moved by `delta` gets its left, centre or right onto the nearest x target
 * and its top, middle or bottom onto the nearest y target, each within
 * `maximumPx` (reference px: 6 screen px over the canvas scale). Returns the
 * snapped delta and the guides it touches.
 */
export function snapMove(bounds: Rect, delta: Point, targets: SnapTargets, maximumPx: number): { delta: Point; guides: Guide[] } {
  const xLines = (dx: number) => [bounds.left + dx, (bounds.left + bounds.right) / 2 + dx, bounds.right + dx];
  const yLines = (dy: number) => [bounds.top + dy, (bounds.top + bounds.bottom) / 2 + dy, bounds.bottom + dy];
  const dx = delta.x + (findSnapShift(xLines(delta.x), targets.xs, maximumPx) ?? 0);
  const dy = delta.y + (findSnapShift(yLines(delta.y), targets.ys, maximumPx) ?? 0);
  const guides: Guide[] = [
    ...findTouching(xLines(dx), targets.xs).map((positionPx): Guide => ({ axis: 'x', positionPx })),
    ...findTouching(yLines(dy), targets.ys).map((positionPx): Guide => ({ axis: 'y', positionPx })),
  ];
  return { delta: { x: dx, y: dy }, guides };
}

/**
 * Snaps a resize of an unrotated box: each side the handle moves (`direction`
 * −1 the left/top side, 1 the right/bottom one, 0 none) goes onto the nearest
 * target within `maximumPx`, the opposite side staying put. A rotated box, or
 * a resize keeping the ratio, is returned as it is (its sides lie on no axis,
 * or snapping one side would break the ratio).
 */
export function snapResize(
  box: RotatedBox,
  direction: Point,
  targets: SnapTargets,
  maximumPx: number,
  options: { keepsRatio: boolean; minimumSidePx: number },
): { box: RotatedBox; guides: Guide[] } {
  if (box.r !== 0 || options.keepsRatio) return { box, guides: [] };
  const guides: Guide[] = [];
  /** One axis: the moving side onto its nearest target, unless that leaves the box thinner than the minimum. */
  const snapAxis = (start: number, size: number, sign: number, axisTargets: readonly number[], axis: 'x' | 'y'): [number, number] => {
    if (sign === 0) return [start, size];
    const side = sign === 1 ? start + size : start;
    const shift = findSnapShift([side], axisTargets, maximumPx);
    if (shift === null) return [start, size];
    const snappedSize = size + sign * shift;
    if (snappedSize < options.minimumSidePx) return [start, size];
    guides.push({ axis, positionPx: side + shift });
    return sign === 1 ? [start, snappedSize] : [start + shift, snappedSize];
  };
  const [x, w] = snapAxis(box.x, box.w, direction.x, targets.xs, 'x');
  const [y, h] = snapAxis(box.y, box.h, direction.y, targets.ys, 'y');
  return { box: { x, y, w, h, r: box.r }, guides };
}

/** Without Shift, a rotation within this many degrees of a right angle lands on it. */
export const rightAngleSnapDeg = 4;

/** `degrees` (−180, 180] put on the nearest right angle when within `rightAngleSnapDeg`. */
export function snapToRightAngle(degrees: number): number {
  const nearest = Math.round(degrees / 90) * 90;
  if (Math.abs(degrees - nearest) > rightAngleSnapDeg) return degrees;
  return nearest === -180 ? 180 : nearest === 0 ? 0 : nearest;
}
