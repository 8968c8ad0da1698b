import { fitMedia, getBoxSizePx, getMediaPaddingPx, paintMediaSurface, type MediaElement } from '@talkreel/timeline';
import { createBrowserSurface, type BrowserSurface } from './browser-canvas.ts';

/** A picture or the current frame of a `<video>`, with its size in source px. */
export interface MediaPicture {
  source: CanvasImageSource;
  widthPx: number;
  heightPx: number;
}

/**
 * Paints a picture or video frame into a surface with the shared
 * `paintMediaSurface`, reusing `reuse` when it still has the right size (a
 * video repaints every draw). With high-quality smoothing: the preview
 * draws full-size pictures and videos into a canvas a fraction of their
 * size, where the browser's default filter aliases.
 */
export function paintMediaPictureSurface(element: MediaElement, scale: number, picture: MediaPicture, reuse?: BrowserSurface): BrowserSurface {
  const box = getBoxSizePx(element, scale);
  const paddingPx = getMediaPaddingPx(element, scale);
  const isReusable = reuse && reuse.boxWidthPx === box.widthPx && reuse.boxHeightPx === box.heightPx && reuse.paddingPx === paddingPx;
  const surface = isReusable ? reuse : createBrowserSurface(box.widthPx, box.heightPx, paddingPx);
  const placement = fitMedia(picture.widthPx, picture.heightPx, surface.boxWidthPx, surface.boxHeightPx, element.fit_mode, element.shape?.content_position);
  paintMediaSurface(surface, element, scale, picture.source, placement, { imageSmoothingQuality: 'high' });
  return surface;
}
