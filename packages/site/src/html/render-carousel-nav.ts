import type { BlogLanguage } from '../blog/blog-languages.ts';
import { escapeHtml } from './escape-html.ts';
import { featureTexts } from './feature-texts.ts';

/**
 * Previous/next buttons of a carousel, shown once the script runs (without it
 * the row scrolls by itself). At first paint the carousel is at its start:
 * previous is disabled, next too when there is nothing to move to; the script
 * recomputes both from the carousel's rule as it moves.
 */
export function renderCarouselNav(language: BlogLanguage, itemCount: number): string {
  const texts = featureTexts[language];
  const isAtEnd = itemCount <= 1;
  return `<div class="carousel-nav"><button type="button" class="carousel-button" data-step="-1" aria-label="${escapeHtml(texts.previous)}" disabled aria-disabled="true"><span aria-hidden="true">‹</span></button><span class="carousel-position" data-position data-format="${escapeHtml(texts.position('{index}', '{count}'))}" aria-live="polite">${escapeHtml(texts.position(1, itemCount))}</span><button type="button" class="carousel-button" data-step="1" aria-label="${escapeHtml(texts.next)}"${isAtEnd ? ' disabled aria-disabled="true"' : ' aria-disabled="false"'}><span aria-hidden="true">›</span></button></div>`;
}
