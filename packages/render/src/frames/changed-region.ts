import type { VisibleElement } from '@talkreel/timeline';
import type { VersionedSurface } from './versioned-surface.ts';

/** A rectangle of output px: `left`/`top` included, `right`/`bottom` excluded. */
export interface PixelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where a frame may differ from the one before: a few boxes, or all of it. */
export type ChangedRegion = readonly PixelBox[] | 'whole-frame';

/** Antialiased edges of a transformed bitmap reach into the next pixel; two keeps rounding on the safe side. */
const edgeMarginPx = 2;

/**
 * The output px an element's surface can touch, as an axis-aligned box kept
 * on the frame, or null when it draws nothing (the rule ElementCompositor
 * applies: no opacity or no size). The surface canvas (box plus padding for
 * strokes, shadows and blur) is drawn centred on the transformed box centre,
 * rotated and scaled about it. `part` narrows it to a box of the surface
 * canvas (the part of a surface that changed).
 */
export function getElementFootprint(
  visual: VisibleElement,
  surface: VersionedSurface,
  scale: number,
  frame: { widthPx: number; heightPx: number },
  part?: PixelBox,
): PixelBox | null {
  const { box, transform } = visual;
  if (transform.opacity <= 0.001 || transform.scale <= 0.001) return null;
  const centreX = (box.x + box.w / 2 + transform.translateXPx) * scale;
  const centreY = (box.y + box.h / 2 + transform.translateYPx) * scale;
  const angleRad = (transform.rotationDeg * Math.PI) / 180;
  const cos = Math.cos(angleRad) * transform.scale;
  const sin = Math.sin(angleRad) * transform.scale;
  const originX = -surface.boxWidthPx / 2 - surface.paddingPx;
  const originY = -surface.boxHeightPx / 2 - surface.paddingPx;
  const { left, top, right, bottom } = part ?? { left: 0, top: 0, right: surface.canvas.width, bottom: surface.canvas.height };
  const corners = [
    [originX + left, originY + top],
    [originX + right, originY + top],
    [originX + left, originY + bottom],
    [originX + right, originY + bottom],
  ] as const;
  const xs = corners.map(([x, y]) => centreX + cos * x - sin * y);
  const ys = corners.map(([x, y]) => centreY + sin * x + cos * y);
  return clampToFrame({ left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) }, edgeMarginPx, frame);
}

/** `box` grown by `marginPx` on every side, in whole px, kept on the frame; null when nothing of it is on the frame. */
export function clampToFrame(box: PixelBox, marginPx: number, frame: { widthPx: number; heightPx: number }): PixelBox | null {
  const clamped = {
    left: Math.max(0, Math.floor(box.left - marginPx)),
    top: Math.max(0, Math.floor(box.top - marginPx)),
    right: Math.min(frame.widthPx, Math.ceil(box.right + marginPx)),
    bottom: Math.min(frame.heightPx, Math.ceil(box.bottom + marginPx)),
  };
  return clamped.right > clamped.left && clamped.bottom > clamped.top ? clamped : null;
}

export function boxesIntersect(a: PixelBox, b: PixelBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

const contains = (outer: PixelBox, inner: PixelBox) =>
  outer.left <= inner.left && outer.top <= inner.top && outer.right >= inner.right && outer.bottom >= inner.bottom;

/** The boxes without those another box already covers (a playing video's box repeats in every frame's change). */
export function dropCoveredBoxes(boxes: readonly PixelBox[]): PixelBox[] {
  const kept: PixelBox[] = [];
  for (const box of boxes) {
    if (kept.some((other) => contains(other, box))) continue;
    for (let index = kept.length - 1; index >= 0; index -= 1) if (contains(box, kept[index]!)) kept.splice(index, 1);
    kept.push(box);
  }
  return kept;
}

export const getBoxArea = (box: PixelBox) => (box.right - box.left) * (box.bottom - box.top);
