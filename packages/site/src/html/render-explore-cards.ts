import type { ExploreFeatureItem } from '../features/feature-block-schemas.ts';
import type { SiteMedia } from '../features/load-feature-pages.ts';
import { escapeHtml } from './escape-html.ts';
import { renderSiteImage } from './render-site-image.ts';

/** Feature cards linking to their pages (explore blocks). */
export function renderExploreCards(items: readonly ExploreFeatureItem[], media: ReadonlyMap<string, SiteMedia>, className: string, attributes = ''): string {
  return `<ul class="${className}"${attributes}>${items
    .map(
      (item) =>
        `<li><a class="explore-card" href="${escapeHtml(item.path)}">${item.cover ? renderSiteImage(item.cover, media) : '<span class="explore-placeholder" aria-hidden="true"></span>'}<span class="explore-name">${escapeHtml(item.name)}</span><span class="explore-desc">${escapeHtml(item.description)}</span></a></li>`,
    )
    .join('')}</ul>`;
}
