import { getBoxCentre, rotateVector, type Point, type RotatedBox } from './box-geometry.ts';

export type ResizeHandle = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';

export const resizeHandles: readonly ResizeHandle[] = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'];

/** The smallest side a resize leaves, reference px. */
export const minimumSidePx = 4;

/** Which sides a handle moves: -1 the left (top) side, 1 the right (bottom) side, 0 neither. */
export function getHandleDirection(handle: ResizeHandle): Point {
  return {
    x: handle.includes('e') ? 1 : handle.includes('w') ? -1 : 0,
    y: handle.includes('s') ? 1 : handle.includes('n') ? -1 : 0,
  };
}

/**
 * The box after dragging `handle` by `delta` (reference px, canvas axes)
 * from `start`. The drag is measured along the box's own sides, so a
 * rotated box grows along them; the opposite corner or side stays where it
 * was. With `keepsRatio` (Shift) the width and height keep their ratio; an
 * edge handle then grows the other side evenly about the edge's middle.
 */
export function resizeBox(start: RotatedBox, handle: ResizeHandle, delta: Point, keepsRatio: boolean): RotatedBox {
  const direction = getHandleDirection(handle);
  const local = rotateVector(delta, -start.r);
  let w = direction.x === 0 ? start.w : Math.max(minimumSidePx, start.w + direction.x * local.x);
  let h = direction.y === 0 ? start.h : Math.max(minimumSidePx, start.h + direction.y * local.y);
  if (keepsRatio && start.w > 0 && start.h > 0) {
    const widthScale = w / start.w;
    const heightScale = h / start.h;
    let scale: number;
    if (direction.x === 0) scale = heightScale;
    else if (direction.y === 0) scale = widthScale;
    else scale = Math.abs(widthScale - 1) >= Math.abs(heightScale - 1) ? widthScale : heightScale;
    scale = Math.max(scale, minimumSidePx / Math.min(start.w, start.h));
    w = start.w * scale;
    h = start.h * scale;
  }
  // The fixed point: the opposite corner or side's middle, in the box's frame and then on the canvas.
  const centre = getBoxCentre(start);
  const anchorBefore = rotateVector({ x: (-direction.x * start.w) / 2, y: (-direction.y * start.h) / 2 }, start.r);
  const anchorAfter = rotateVector({ x: (-direction.x * w) / 2, y: (-direction.y * h) / 2 }, start.r);
  const newCentre = { x: centre.x + anchorBefore.x - anchorAfter.x, y: centre.y + anchorBefore.y - anchorAfter.y };
  return { x: newCentre.x - w / 2, y: newCentre.y - h / 2, w, h, r: start.r };
}
