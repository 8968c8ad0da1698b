import type { CanvasSize } from '@talkreel/timeline';

/** A box in reference-canvas px: top-left and size. */
export interface CanvasBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Share of the canvas a new picture, video or avatar may take on each axis. */
export const mediaFillShare = 0.8;

/**
 * A new medium's box: its natural aspect, as large as fits inside 80 % of the
 * canvas, centred. A size that cannot be read (0, NaN) takes the canvas's
 * own aspect. Whole px, so the stored numbers stay short.
 */
export function fitMediaBox(naturalWidthPx: number, naturalHeightPx: number, canvas: CanvasSize): CanvasBox {
  const isReadable = naturalWidthPx > 0 && naturalHeightPx > 0 && Number.isFinite(naturalWidthPx) && Number.isFinite(naturalHeightPx);
  const widthPx = isReadable ? naturalWidthPx : canvas.widthPx;
  const heightPx = isReadable ? naturalHeightPx : canvas.heightPx;
  const scale = Math.min((canvas.widthPx * mediaFillShare) / widthPx, (canvas.heightPx * mediaFillShare) / heightPx);
  const w = Math.round(widthPx * scale);
  const h = Math.round(heightPx * scale);
  return { x: Math.round((canvas.widthPx - w) / 2), y: Math.round((canvas.heightPx - h) / 2), w, h };
}
