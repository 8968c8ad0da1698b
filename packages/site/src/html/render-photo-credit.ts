import type { BlogLanguage } from '../blog/blog-languages.ts';
import type { SiteVideoInfo } from '../features/load-feature-pages.ts';
import { isShareAlike } from '../features/photo-credit.ts';
import { escapeHtml } from './escape-html.ts';
import { featureTexts } from './feature-texts.ts';

/**
 * The attribution of the photograph a site video animates (author, source
 * and licence, each linked), for beside its player or poster; '' for a video
 * made from a library avatar. `tag` lets a caller put it in a figure's
 * `figcaption`.
 */
export function renderPhotoCredit(
  videoName: string,
  videos: ReadonlyMap<string, SiteVideoInfo>,
  language: BlogLanguage,
  { tag = 'p' }: { tag?: 'p' | 'figcaption' | 'span' } = {},
): string {
  const credit = videos.get(videoName)?.photoCredit;
  if (!credit) return '';
  const text = featureTexts[language].photoCredit({
    work: `<a href="${escapeHtml(credit.sourceUrl)}" rel="noopener">${escapeHtml(credit.title)}</a>`,
    author: escapeHtml(credit.author),
    source: escapeHtml(credit.sourceName),
    licence: `<a href="${escapeHtml(credit.licenceUrl)}" rel="license noopener">${escapeHtml(credit.licence)}</a>`,
    isShareAlike: isShareAlike(credit),
  });
  return `<${tag} class="photo-credit">${text}</${tag}>`;
}
