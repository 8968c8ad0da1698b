import { fitMedia, type PersonElement, type PicElement, type VideoElement, traceShapePath } from '@talkreel/timeline';
import { createElementSurface, getBoxSizePx, type ElementSurface } from './element-surface.ts';

export type MediaElement = PicElement | VideoElement | PersonElement;

/** A picture or the current frame of a `<video>`, with its size in source px. */
export interface MediaPicture {
  source: CanvasImageSource;
  widthPx: number;
  heightPx: number;
}

/** Room for a self-blur to spread beyond the box, as CSS `filter: blur()` does, px. */
function getMediaPaddingPx(element: MediaElement, scale: number): number {
  return Math.ceil(element.gauss * scale * 2);
}

/**
 * Paints media into a surface the renderer's way (frames/paint-media-surface.ts):
 * optional shape fill and mask, then the picture placed by `fitMedia`
 * (fit_mode and content_position), optionally blurred by `gauss`.
 */
export function paintMediaSurface(element: MediaElement, scale: number, picture: MediaPicture, reuse?: ElementSurface): ElementSurface {
  const box = getBoxSizePx(element, scale);
  const paddingPx = getMediaPaddingPx(element, scale);
  const isReusable = reuse && reuse.boxWidthPx === box.widthPx && reuse.boxHeightPx === box.heightPx && reuse.paddingPx === paddingPx;
  const surface = isReusable ? reuse : createElementSurface(box.widthPx, box.heightPx, paddingPx);
  const { context, boxWidthPx, boxHeightPx } = surface;
  const placement = fitMedia(picture.widthPx, picture.heightPx, boxWidthPx, boxHeightPx, element.fit_mode, element.shape?.content_position);
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
  context.imageSmoothingQuality = 'high';
  const { source, destination } = placement;
  context.drawImage(picture.source, source.x, source.y, source.width, source.height, destination.x, destination.y, destination.width, destination.height);
  context.restore();
  return surface;
}
