import { ImageData, type Canvas, type Image } from '@napi-rs/canvas';
import { fitMedia, type PersonElement, type PicElement, type PixelRect, type VideoElement, traceShapePath } from '@talkreel/timeline';
import type { ElementSurface } from './element-surface.ts';

export type MediaElement = PicElement | VideoElement | PersonElement;

/** Room for a self-blur to spread beyond the box, as CSS `filter: blur()` does, px. */
export function getMediaPaddingPx(element: MediaElement, scale: number): number {
  return Math.ceil(element.gauss * scale * 2);
}

/** Where the media lands inside the box, at output resolution (box-relative px). */
export function getMediaPlacement(element: MediaElement, sourceWidthPx: number, sourceHeightPx: number, surface: ElementSurface) {
  return fitMedia(sourceWidthPx, sourceHeightPx, surface.boxWidthPx, surface.boxHeightPx, element.fit_mode, element.shape?.content_position);
}

/** Media needs the slow path (drawn through a blur filter from a scratch canvas) only when it is blurred. */
export function needsMediaCompositing(element: MediaElement): boolean {
  return element.gauss > 0;
}

/**
 * Paints media into its surface: optional shape fill and mask, then the
 * fitted picture, optionally blurred. `source` is drawn from `sourceRect`
 * into `destination` (box-relative output px).
 */
export function paintMediaSurface(surface: ElementSurface, element: MediaElement, scale: number, source: Image | Canvas, sourceRect: PixelRect, destination: PixelRect): void {
  const { context, paddingPx, boxWidthPx, boxHeightPx } = surface;
  context.clearRect(0, 0, surface.canvas.width, surface.canvas.height);
  context.save();
  context.translate(paddingPx, paddingPx);
  if (element.shape) {
    traceShapePath(context, element.shape.type, 0, 0, boxWidthPx, boxHeightPx, element.shape.radius * scale);
    context.clip();
    if (element.shape.color) {
      context.fillStyle = element.shape.color;
      context.fillRect(0, 0, boxWidthPx, boxHeightPx);
    }
  }
  if (element.gauss > 0) context.filter = `blur(${(element.gauss * scale).toFixed(2)}px)`;
  context.drawImage(source, sourceRect.x, sourceRect.y, sourceRect.width, sourceRect.height, destination.x, destination.y, destination.width, destination.height);
  context.restore();
}

/**
 * Fast path for a decoded frame already cropped and scaled to `destination`:
 * copy the pixels straight in, then cut the shape out of them in place
 * (keep what is inside the outline, fill behind it) instead of drawing the
 * frame through a clip from a second canvas.
 */
export function putFrameIntoSurface(surface: ElementSurface, element: MediaElement, scale: number, frame: Buffer, destination: PixelRect, frameWidthPx: number, frameHeightPx: number): void {
  const pixels = new Uint8ClampedArray(frame.buffer, frame.byteOffset, frameWidthPx * frameHeightPx * 4);
  const { context, paddingPx, boxWidthPx, boxHeightPx } = surface;
  context.putImageData(new ImageData(pixels, frameWidthPx, frameHeightPx), Math.round(paddingPx + destination.x), Math.round(paddingPx + destination.y));
  if (!element.shape) return;
  context.save();
  context.translate(paddingPx, paddingPx);
  traceShapePath(context, element.shape.type, 0, 0, boxWidthPx, boxHeightPx, element.shape.radius * scale);
  context.globalCompositeOperation = 'destination-in';
  context.fill();
  if (element.shape.color) {
    context.globalCompositeOperation = 'destination-over';
    context.fillStyle = element.shape.color;
    context.fill();
  }
  context.restore();
}
