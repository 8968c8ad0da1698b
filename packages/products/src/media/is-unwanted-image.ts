import type { ProductImage } from '../product-facts.ts';

/** Smaller than this on either side (pixels), a picture is an icon or a swatch, not a product shot. */
export const minProductImagePixels = 100;

/** File or folder names of site furniture rather than product pictures. */
const furnitureNamePattern =
  /(?:^|[/_.-])(?:logo|logos|icon|icons|sprite|sprites|favicon|pixel|spacer|blank|transparent|placeholder|loader|loading|spinner|badge|badges|avatar|tracking|beacon)(?:[/_.-]|$)/iu;
/** Hosts that serve tracking pixels. */
const trackingHostPattern =
  /(?:^|\.)(?:facebook\.com|facebook\.net|doubleclick\.net|google-analytics\.com|googletagmanager\.com|bat\.bing\.com|analytics\.[^.]+\.[a-z]+|pixel\.[^.]+\.[a-z]+)$/iu;

/**
 * Whether a picture should not be offered as product media: vector files
 * (SVG: logos and icons), inline `data:` pictures (placeholders), tracking
 * pixels, logos, icons and sprites by name, and pictures known to be smaller
 * than `minProductImagePixels` on a side.
 */
export function isUnwantedImage(image: ProductImage): boolean {
  if (!URL.canParse(image.url)) return true;
  const url = new URL(image.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  if (/\.svgz?$/iu.test(url.pathname)) return true;
  if (trackingHostPattern.test(url.hostname) || furnitureNamePattern.test(decodePath(url.pathname))) return true;
  return (image.width !== undefined && image.width < minProductImagePixels) || (image.height !== undefined && image.height < minProductImagePixels);
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
