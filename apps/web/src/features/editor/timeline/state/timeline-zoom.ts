/** Zoom bounds, px per second of time: a 30-minute scene fits in about 900 px; zoomed in, a frame (33 ms) is 33 px. */
export const minPxPerSecond = 0.5;
export const maxPxPerSecond = 1_000;

/** Each zoom button press (or wheel notch) multiplies or divides the zoom by this. */
export const zoomFactor = 1.25;

export function clampZoom(pxPerSecond: number): number {
  return Math.min(maxPxPerSecond, Math.max(minPxPerSecond, pxPerSecond));
}

/** The zoom at which `durationMs` fills `widthPx` (Fit). */
export function fitZoom(durationMs: number, widthPx: number): number {
  if (durationMs <= 0 || widthPx <= 0) return clampZoom(100);
  return clampZoom(widthPx / (durationMs / 1000));
}

/** One step in (`direction` 1) or out (-1). */
export function stepZoom(pxPerSecond: number, direction: 1 | -1): number {
  return clampZoom(pxPerSecond * zoomFactor ** direction);
}

/** The zoom slider runs 0–100 on a log scale, so every part of it zooms by the same ratio. */
export function zoomToSlider(pxPerSecond: number): number {
  return (100 * Math.log(clampZoom(pxPerSecond) / minPxPerSecond)) / Math.log(maxPxPerSecond / minPxPerSecond);
}

export function sliderToZoom(value: number): number {
  return clampZoom(minPxPerSecond * (maxPxPerSecond / minPxPerSecond) ** (value / 100));
}

/**
 * The horizontal scroll that keeps the time under the pointer in place
 * when the zoom changes (Ctrl+wheel). `pointerPx` is the pointer's distance
 * from the left of the visible time axis.
 */
export function scrollForAnchoredZoom(scrollLeftPx: number, pointerPx: number, fromPxPerSecond: number, toPxPerSecond: number): number {
  const anchorSeconds = (scrollLeftPx + pointerPx) / fromPxPerSecond;
  return Math.max(0, anchorSeconds * toPxPerSecond - pointerPx);
}
