import type { FitPlacement } from '../evaluate/fit-media.ts';
import type { PersonElement, PicElement, VideoElement } from '../schema/element-schema.ts';
import type { DrawingCanvas, DrawingContext2D } from './drawing-canvas.ts';
import type { ElementSurface } from './element-surface.ts';
import { traceShapePath } from './shape-path.ts';

export type MediaElement = PicElement | VideoElement | PersonElement;

/** Room for a self-blur to spread beyond the box, as CSS `filter: blur()` does, px. */
export function getMediaPaddingPx(element: MediaElement, scale: number): number {
  return Math.ceil(element.gauss * scale * 2);
}

export interface PaintMediaOptions {
  /** How `image` is resampled; unset, the context keeps its own setting (the renderer's goldens were drawn so). */
  imageSmoothingQuality?: 'high' | 'low' | 'medium';
}

/**
 * Paints media into its surface: optional shape fill and mask, then the
 * picture placed by `fitMedia` (fit_mode and content_position), optionally
 * blurred by `gauss`. `image` is drawn from `placement.source` into
 * `placement.destination` (box-relative output px).
 */
export function paintMediaSurface<TImage>(
  surface: ElementSurface<DrawingCanvas, DrawingContext2D<TImage>>,
  element: MediaElement,
  scale: number,
  image: NoInfer<TImage>,
  placement: FitPlacement,
  options: PaintMediaOptions = {},
): void {
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
  if (options.imageSmoothingQuality) context.imageSmoothingQuality = options.imageSmoothingQuality;
  const { source, destination } = placement;
  context.drawImage(image, source.x, source.y, source.width, source.height, destination.x, destination.y, destination.width, destination.height);
  context.restore();
}
