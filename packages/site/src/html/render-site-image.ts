import type { SiteImage } from '../features/feature-block-schemas.ts';
import { siteMediaPath } from '../features/feature-page-source.ts';
import type { SiteMedia } from '../features/load-feature-pages.ts';
import { escapeHtml } from './escape-html.ts';
import { buildImageSrcset } from './responsive-image.ts';

/** A screenshot's usual box: the phone's width less the page's 20 px margins, or half the 1200 px column. */
const defaultSizes = '(max-width: 860px) calc(100vw - 40px), 600px';

/**
 * An `<img>` of a screenshot with its real width and height (no layout shift)
 * and AVIF or WebP copies in `srcset`, so a phone loads the size it shows; lazy unless
 * it is the hero's. `sizes` is the width the image is shown at (a small avatar
 * should say so, or it loads a copy sized for a column).
 */
export function renderSiteImage(
  image: SiteImage,
  media: ReadonlyMap<string, SiteMedia>,
  { isEager = false, className = '', sizes = defaultSizes } = {},
): string {
  const size = media.get(image.file);
  const path = siteMediaPath(image.file);
  const sizeAttributes = size ? ` width="${size.widthPx}" height="${size.heightPx}"` : '';
  const srcsetAttributes = size ? ` srcset="${escapeHtml(buildImageSrcset(path, size.widthPx))}" sizes="${escapeHtml(sizes)}"` : '';
  const loading = isEager ? ' fetchpriority="high"' : ' loading="lazy"';
  const classAttribute = className ? ` class="${className}"` : '';
  return `<img${classAttribute} src="${escapeHtml(path)}"${srcsetAttributes}${sizeAttributes} alt="${escapeHtml(image.alt)}" decoding="async"${loading}>`;
}

/** A reviewer's round picture (`.review-avatar` in feature-styles.ts: 44 px), so the smallest copy is picked. */
export const reviewAvatarSizes = '44px';
