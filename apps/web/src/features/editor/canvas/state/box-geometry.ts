/** A box in reference-canvas px: (x, y) the top-left of the unrotated box, `r` degrees clockwise about its centre. */
export interface RotatedBox {
  x: number;
  y: number;
  w: number;
  h: number;
  r: number;
}

export interface Point {
  x: number;
  y: number;
}

/** An axis-aligned rectangle in reference-canvas px. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function degreesToRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

export function getBoxCentre(box: RotatedBox): Point {
  return { x: box.x + box.w / 2, y: box.y + box.h / 2 };
}

/** Turns a vector by `degrees` clockwise (y points down, as on the canvas). */
export function rotateVector(vector: Point, degrees: number): Point {
  const radians = degreesToRadians(degrees);
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: vector.x * cos - vector.y * sin, y: vector.x * sin + vector.y * cos };
}

/** A canvas point in the box's own frame: origin at its centre, axes along its unrotated sides. */
export function toBoxFrame(box: RotatedBox, point: Point): Point {
  const centre = getBoxCentre(box);
  return rotateVector({ x: point.x - centre.x, y: point.y - centre.y }, -box.r);
}

export function isPointInBox(box: RotatedBox, point: Point): boolean {
  const local = toBoxFrame(box, point);
  return Math.abs(local.x) <= box.w / 2 && Math.abs(local.y) <= box.h / 2;
}

/** The four corners, clockwise from the unrotated top-left. */
export function getBoxCorners(box: RotatedBox): Point[] {
  const centre = getBoxCentre(box);
  const halves: Point[] = [
    { x: -box.w / 2, y: -box.h / 2 },
    { x: box.w / 2, y: -box.h / 2 },
    { x: box.w / 2, y: box.h / 2 },
    { x: -box.w / 2, y: box.h / 2 },
  ];
  return halves.map((half) => {
    const turned = rotateVector(half, box.r);
    return { x: centre.x + turned.x, y: centre.y + turned.y };
  });
}

/** The axis-aligned bounds of a (rotated) box. */
export function getBoxBounds(box: RotatedBox): Rect {
  const corners = getBoxCorners(box);
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/** The bounds around several rectangles; null for none. */
export function unionRects(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  return {
    left: Math.min(...rects.map((rect) => rect.left)),
    top: Math.min(...rects.map((rect) => rect.top)),
    right: Math.max(...rects.map((rect) => rect.right)),
    bottom: Math.max(...rects.map((rect) => rect.bottom)),
  };
}
