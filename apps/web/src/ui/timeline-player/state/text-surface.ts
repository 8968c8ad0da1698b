import {
  getBoxSizePx,
  getDrawingContext,
  getTextPaddingPx,
  layoutText,
  layoutTextInBox,
  paintTextSurface,
  scaleTextStyle,
  type TextLayout,
  type TextStyle,
} from '@talkreel/timeline';
import { createBrowserCanvas, createBrowserSurface, type BrowserSurface } from './browser-canvas.ts';

let measuringContext: CanvasRenderingContext2D | null = null;

/**
 * Wraps text to the box width, measuring at the reference scale: the lines
 * break where a full-size render (1080 or 1920 px wide) breaks them, however
 * small the preview. The layout's style stays at the reference scale.
 */
export function layoutReferenceText(text: string, referenceStyle: TextStyle, referenceBoxWidthPx: number, maxLines?: number): TextLayout {
  measuringContext ??= getDrawingContext<CanvasRenderingContext2D>(createBrowserCanvas(1, 1));
  return layoutText(measuringContext, text, referenceStyle, referenceBoxWidthPx, maxLines);
}

/** A text element's lines in its box at the reference scale, shrunk as the render shrinks them when they overflow its height (see layoutTextInBox). */
export function layoutReferenceTextInBox(text: string, referenceStyle: TextStyle, referenceBox: { widthPx: number; heightPx: number }): TextLayout {
  measuringContext ??= getDrawingContext<CanvasRenderingContext2D>(createBrowserCanvas(1, 1));
  return layoutTextInBox(measuringContext, text, referenceStyle, referenceBox);
}

/** Sets a reference-scale layout in a new surface at `scale` (canvas px per reference px). */
export function paintScaledTextSurface(layout: TextLayout, box: { w: number; h: number }, scale: number): BrowserSurface {
  const style = scaleTextStyle(layout.style, scale);
  const { widthPx, heightPx } = getBoxSizePx(box, scale);
  const surface = createBrowserSurface(widthPx, heightPx, getTextPaddingPx(style));
  paintTextSurface(surface, { lines: layout.lines, style });
  return surface;
}
