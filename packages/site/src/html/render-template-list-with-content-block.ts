import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { siteVideoPosterPath } from '../features/feature-page-source.ts';
import { parseTemplateName } from '../features/parse-template-name.ts';
import { escapeHtml } from './escape-html.ts';
import { featureTexts } from './feature-texts.ts';
import { renderLink } from './render-link.ts';
import type { FeatureBlockContext } from './feature-block-context.ts';
import { renderPhotoCredit } from './render-photo-credit.ts';
import type { SiteTemplateCard } from './site-template-card.ts';

/** The app's Templates page, where a visitor picks a starting point. */
export const templatesPath = '/templates';

/** Poster sizes by frame, as the site videos are rendered (width and height attributes: no layout shift). */
const posterSizes = { '9:16': [720, 1280], '16:9': [1280, 720], '1:1': [720, 720] } as const;
/** The catalogue's ratio codes (0 = 9:16, 1 = 16:9, 2 = 1:1) as the block's frames. */
const frameOfRatio = { 0: '9:16', 1: '16:9', 2: '1:1' } as const;
/** As many cards as a block may name templates. */
const maxTemplateCards = 12;

/** The app's Templates page with one template's preview dialog open (site-spec §2: `templateId` in the query). */
export function templatePreviewPath(templateId: string): string {
  return `${templatesPath}?${new URLSearchParams({ templateId }).toString()}`;
}

function renderTemplateCard(template: SiteTemplateCard, ratioLabels: Record<'9:16' | '16:9' | '1:1', string>): string {
  const frame = frameOfRatio[template.aspect_ratio];
  const [widthPx, heightPx] = posterSizes[frame];
  return `<li><a class="template-card ratio-${frame.replace(':', '-')}" href="${escapeHtml(templatePreviewPath(template.id))}"><span class="template-poster"><img src="${escapeHtml(template.cover_url)}" width="${widthPx}" height="${heightPx}" alt="" loading="lazy" decoding="async"><span class="ratio-badge">${escapeHtml(ratioLabels[frame])}</span></span><span class="template-caption">${escapeHtml(template.name)}</span></a></li>`;
}

/**
 * Template list (site-spec §2): the catalogue's templates when the page is
 * given them (those with a rendered cover, at most 12), each card opening its
 * preview dialog in the app; otherwise each 'name$9:16' names a site video
 * whose poster, ratio badge and caption stand in, linking to the Templates page.
 */
export function renderTemplateListWithContentBlock(
  block: FeatureBlockOf<'template-list-with-content'>,
  { language, videos, templates = [] }: FeatureBlockContext,
): string {
  const texts = featureTexts[language];
  const button = renderLink(block.btnLink ?? templatesPath, block.btnText ?? texts.openInTemplates, 'button large');
  const shown = templates.filter((template) => template.cover_url !== '').slice(0, maxTemplateCards);
  if (shown.length > 0) {
    return `<ul class="template-list">${shown.map((template) => renderTemplateCard(template, texts.ratioLabels)).join('')}</ul><div class="block-actions">${button}</div>`;
  }
  const cards = block.templateNames
    .map((templateName, index) => {
      const { videoName, aspectRatio } = parseTemplateName(templateName);
      const [widthPx, heightPx] = posterSizes[aspectRatio];
      const caption = block.captions?.[index];
      return `<li><a class="template-card ratio-${aspectRatio.replace(':', '-')}" href="${templatesPath}"><span class="template-poster"><img src="${escapeHtml(siteVideoPosterPath(videoName))}" width="${widthPx}" height="${heightPx}" alt="" loading="lazy" decoding="async"><span class="ratio-badge">${escapeHtml(texts.ratioLabels[aspectRatio])}</span></span>${caption ? `<span class="template-caption">${escapeHtml(caption)}</span>` : ''}</a>${renderPhotoCredit(videoName, videos, language)}</li>`;
    })
    .join('');
  return `<ul class="template-list">${cards}</ul><div class="block-actions">${button}</div>`;
}
