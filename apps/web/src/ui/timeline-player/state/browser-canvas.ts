import { createElementSurface, type ElementSurface } from '@talkreel/timeline';

/** The preview's canvas factory for the shared drawing code in @talkreel/timeline. */
export function createBrowserCanvas(widthPx: number, heightPx: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = widthPx;
  canvas.height = heightPx;
  return canvas;
}

export type BrowserSurface = ElementSurface<HTMLCanvasElement, CanvasRenderingContext2D>;

/** A blank element surface on a DOM canvas (box and padding in canvas px). */
export function createBrowserSurface(boxWidthPx: number, boxHeightPx: number, paddingPx: number): BrowserSurface {
  return createElementSurface<HTMLCanvasElement, CanvasRenderingContext2D>(createBrowserCanvas, boxWidthPx, boxHeightPx, paddingPx);
}
