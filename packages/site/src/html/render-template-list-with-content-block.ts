import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { siteVideoPosterPath } from '../features/feature-page-source.ts';
import { parseTemplateName } from '../features/parse-template-name.ts';
import { escapeHtml } from './escape-html.ts';
import { featureTexts } from './feature-texts.ts';
import { renderLink } from './render-link.ts';
import type { FeatureBlockContext } from './feature-block-context.ts';
import { renderPhotoCredit } from './render-photo-credit.ts';

/** The app's Templates page, where a visitor picks a starting point. */
export const templatesPath = '/templates';

/** Poster sizes by frame, as the site videos are rendered (width and height attributes: no layout shift). */
const posterSizes = { '9:16': [720, 1280], '16:9': [1280, 720], '1:1': [720, 720] } as const;

/**
 * Template list (site-spec §2): Talkreel has no template catalogue yet, so
 * each 'name$9:16' names a site video; a card shows its poster, a ratio badge
 * and its caption, and links to the app's Templates page.
 */
export function renderTemplateListWithContentBlock(block: FeatureBlockOf<'template-list-with-content'>, { language, videos }: FeatureBlockContext): string {
  const texts = featureTexts[language];
  const cards = block.templateNames
    .map((templateName, index) => {
      const { videoName, aspectRatio } = parseTemplateName(templateName);
      const [widthPx, heightPx] = posterSizes[aspectRatio];
      const caption = block.captions?.[index];
      return `<li><a class="template-card ratio-${aspectRatio.replace(':', '-')}" href="${templatesPath}"><span class="template-poster"><img src="${escapeHtml(siteVideoPosterPath(videoName))}" width="${widthPx}" height="${heightPx}" alt="" loading="lazy" decoding="async"><span class="ratio-badge">${escapeHtml(texts.ratioLabels[aspectRatio])}</span></span>${caption ? `<span class="template-caption">${escapeHtml(caption)}</span>` : ''}</a>${renderPhotoCredit(videoName, videos, language)}</li>`;
    })
    .join('');
  const button = renderLink(block.btnLink ?? templatesPath, block.btnText ?? texts.openInTemplates, 'button large');
  return `<ul class="template-list">${cards}</ul><div class="block-actions">${button}</div>`;
}
