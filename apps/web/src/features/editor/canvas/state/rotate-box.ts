import { getBoxCentre, type Point, type RotatedBox } from './box-geometry.ts';

/** Shift-rotation snaps to multiples of this, degrees. */
export const rotationSnapDeg = 15;

/** An angle in (-180, 180] degrees. */
export function normaliseDegrees(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360;
  const normalised = turned > 180 ? turned - 360 : turned;
  // No -0 in the document.
  return normalised === 0 ? 0 : normalised;
}

/**
 * The rotation after the rotate handle moved from `from` to `to` (reference
 * px): the box turns by the angle the pointer swept about its centre. With
 * `snaps` (Shift) the result is a multiple of 15°.
 */
export function rotateBoxTo(start: RotatedBox, from: Point, to: Point, snaps: boolean): number {
  const centre = getBoxCentre(start);
  const startAngle = Math.atan2(from.y - centre.y, from.x - centre.x);
  const angle = Math.atan2(to.y - centre.y, to.x - centre.x);
  const degrees = start.r + ((angle - startAngle) * 180) / Math.PI;
  const snapped = snaps ? Math.round(degrees / rotationSnapDeg) * rotationSnapDeg : degrees;
  return normaliseDegrees(snapped);
}
