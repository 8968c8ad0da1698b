import type { VisibleElement } from '@talkreel/timeline';
import { isPointInBox, type Point, type RotatedBox } from './box-geometry.ts';

/** Below this opacity an element counts as invisible: it is not picked by a click. */
const minimumVisibleOpacity = 0.01;

/** Where a visual is seen in this frame: its box moved, scaled and turned by its transform (transitions included). */
export function getVisibleBox(visual: VisibleElement): RotatedBox {
  const { box, transform } = visual;
  const w = box.w * transform.scale;
  const h = box.h * transform.scale;
  const centreX = box.x + box.w / 2 + transform.translateXPx;
  const centreY = box.y + box.h / 2 + transform.translateYPx;
  return { x: centreX - w / 2, y: centreY - h / 2, w, h, r: transform.rotationDeg };
}

/**
 * The topmost visual under `point` (reference px). `visuals` are
 * `evaluate()`'s, bottom to top, so only elements shown at that time (in
 * their slot, not music) can be hit; invisible ones are skipped.
 */
export function findVisualAt(visuals: readonly VisibleElement[], point: Point): VisibleElement | null {
  for (let index = visuals.length - 1; index >= 0; index -= 1) {
    const visual = visuals[index]!;
    if (visual.transform.opacity < minimumVisibleOpacity || visual.transform.scale <= 0) continue;
    if (isPointInBox(getVisibleBox(visual), point)) return visual;
  }
  return null;
}
