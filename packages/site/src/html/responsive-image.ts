/**
 * Smaller copies of a PNG screenshot: `<png path>?w=<width>` answers the
 * picture scaled to that width, AVIF or WebP by the browser's Accept (the
 * server makes and caches it). A phone downloads a 720 px AVIF of about
 * 13 KB instead of the 1440 px PNG of about 350 KB, the page's largest paint.
 */
export const imageVariantWidthsPx = [480, 720, 960, 1440] as const;

/** `srcset` for a PNG of this natural width: each listed width below it, then the natural width (also as WebP). */
export function buildImageSrcset(pngPath: string, naturalWidthPx: number): string {
  const widthsPx = [...imageVariantWidthsPx.filter((widthPx) => widthPx < naturalWidthPx), naturalWidthPx];
  return widthsPx.map((widthPx) => `${pngPath}?w=${widthPx} ${widthPx}w`).join(', ');
}
