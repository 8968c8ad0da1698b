import type { BlogLanguage } from '../blog/blog-languages.ts';
import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import type { SiteMedia, SiteVideoInfo } from '../features/load-feature-pages.ts';
import { escapeHtml } from './escape-html.ts';
import { featureTexts } from './feature-texts.ts';
import { renderPhotoCredit } from './render-photo-credit.ts';
import { renderSiteImage } from './render-site-image.ts';
import { renderSiteVideo } from './render-site-video.ts';

/** The how-to button text: the content's, else the spec's 'Try It Free Now'. */
export function howToButtonText(block: FeatureBlockOf<'how-to'>, language: BlogLanguage): string {
  return block.btnText ?? featureTexts[language].tryItFreeNow;
}

/**
 * How-to, in the spec's four styles. style_1 and style_2 list the steps as
 * tabs labelled 'STEP n' beside a media panel (style_2 with the panel first);
 * style_3 puts the tabs in a row above one large video panel; style_4 shows
 * every step as a card in a three-column grid, each with its own media, no
 * tabs. A panel shows the step's video, else its screenshot. Every step's
 * text is in the HTML; the video tabs script switches panels and, when a
 * step's video ends, advances modulo 3. Every style ends with the button.
 */
export function renderHowToBlock(
  block: FeatureBlockOf<'how-to'>,
  language: BlogLanguage,
  { media, videos }: { media: ReadonlyMap<string, SiteMedia>; videos: ReadonlyMap<string, SiteVideoInfo> },
  id: string,
): string {
  const texts = featureTexts[language];
  const labelOf = (step: (typeof block.steps)[number], index: number) => escapeHtml(step.label ?? texts.stepLabel(index + 1));
  const visualOf = (step: (typeof block.steps)[number]) =>
    step.video
      ? `${renderSiteVideo(step.video, videos, { hasControls: block.type === 'style_4', className: 'shot' })}${renderPhotoCredit(step.video.name, videos, language)}`
      : step.image
        ? renderSiteImage(step.image, media, { className: 'shot' })
        : '';
  const button = `<div class="block-actions"><a class="button large" href="${escapeHtml(block.btnLink ?? '/')}">${escapeHtml(howToButtonText(block, language))}</a></div>`;
  if (block.type === 'style_4') {
    const cards = block.steps
      .map(
        (step, index) =>
          `<li class="how-to-card">${visualOf(step)}<span class="step-label">${labelOf(step, index)}</span><h3 class="step-title">${escapeHtml(step.title)}</h3><p class="step-desc">${escapeHtml(step.desc)}</p></li>`,
      )
      .join('');
    return `<ol class="how-to-cards">${cards}</ol>${button}`;
  }
  const tabs = block.steps
    .map(
      (step, index) =>
        `<li role="presentation"><button type="button" role="tab" id="${id}-tab-${index}" aria-controls="${id}-panel-${index}" aria-selected="${index === 0}"${index === 0 ? '' : ' tabindex="-1"'}><span class="step-label">${labelOf(step, index)}</span><span class="step-title">${escapeHtml(step.title)}</span><span class="step-desc">${escapeHtml(step.desc)}</span></button></li>`,
    )
    .join('');
  const panels = block.steps
    .map(
      (step, index) =>
        `<div role="tabpanel" id="${id}-panel-${index}" aria-labelledby="${id}-tab-${index}"${index === 0 ? '' : ' hidden'}>${visualOf(step)}</div>`,
    )
    .join('');
  return `<div class="how-to ${block.type}" data-video-tabs="how-to"><ol class="steps" role="tablist" aria-label="${escapeHtml(texts.stepsLabel)}">${tabs}</ol><div class="step-media">${panels}</div></div>${button}`;
}
