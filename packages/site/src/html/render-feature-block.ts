import type { BandSpacing } from '../features/block-spacing.ts';
import type { FeatureBlock, FeatureBlockKind, FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { orderExploreFeatures } from '../features/order-explore-features.ts';
import { signInPath } from './app-links.ts';
import { escapeHtml } from './escape-html.ts';
import type { FeatureBlockContext } from './feature-block-context.ts';
import { featureTexts } from './feature-texts.ts';
import { renderDemoSectionBlock } from './render-demo-section-block.ts';
import { renderExploreCards } from './render-explore-cards.ts';
import { renderExploreMoreFeatureListBlock } from './render-explore-more-feature-list-block.ts';
import { renderHowToBlock } from './render-how-to-block.ts';
import { renderLink } from './render-link.ts';
import { renderNumberList } from './render-number-list.ts';
import { renderPricingBlock } from './render-pricing-block.ts';
import { renderPricingCompareBlock } from './render-pricing-compare-block.ts';
import { renderSiteImage } from './render-site-image.ts';
import { renderSocialProofBlock } from './render-social-proof-block.ts';
import { renderSwiperWithListBlock } from './render-swiper-with-list-block.ts';
import { renderTemplateListWithContentBlock } from './render-template-list-with-content-block.ts';
import { renderTestimonialBlock } from './render-testimonial-block.ts';
import { renderUseCaseBlock } from './render-use-case-block.ts';

/** Tag, title and sub-title, shared by every block. */
export function renderBlockHeading(block: { tag?: string; title: string; subTitle?: string }, id: string): string {
  return `<header class="block-heading">${block.tag ? `<p class="tag">${escapeHtml(block.tag)}</p>` : ''}<h2 id="${id}-title">${escapeHtml(block.title)}</h2>${block.subTitle ? `<p class="sub">${escapeHtml(block.subTitle)}</p>` : ''}</header>`;
}

type Renderers = { [Kind in FeatureBlockKind]: (block: FeatureBlockOf<Kind>, context: FeatureBlockContext) => string };

/** The body of each rendered block kind (below its heading). */
const renderers: Renderers = {
  'why-choose': (block) =>
    `<ul class="reasons">${block.list.map((item, index) => `<li><span class="reason-number" aria-hidden="true">${String(index + 1).padStart(2, '0')}</span><h3>${escapeHtml(item.title)}</h3><p>${escapeHtml(item.desc)}</p></li>`).join('')}</ul>`,
  'use-case': renderUseCaseBlock,
  'about-feature': (block, { media }) =>
    `<div class="about"><div class="about-text"><p>${escapeHtml(block.desc)}</p>${block.btnText && block.btnLink ? renderLink(block.btnLink, block.btnText) : ''}</div>${block.image ? renderSiteImage(block.image, media, { className: 'shot' }) : ''}</div>`,
  'usp-section': (block, { language, media }) => {
    const cards = block.list
      .map(
        (card) =>
          `<li class="usp-card">${card.img ? renderSiteImage(card.img, media) : ''}<h3>${escapeHtml(card.title)}</h3><p>${escapeHtml(card.description)}</p>${card.btnText && card.btnLink ? renderLink(card.btnLink, card.btnText, 'text-link') : ''}</li>`,
      )
      .join('');
    // Spec: the main button defaults to the app's sign-in site and opens in a new tab.
    const main = `<a class="button large" href="${escapeHtml(block.btnLink ?? '/')}" target="_blank" rel="noopener">${escapeHtml(block.btnText ?? featureTexts[language].getStarted)}</a>`;
    return `<ul class="usp-grid">${cards}</ul><div class="block-actions">${main}</div>`;
  },
  'how-to': (block, { language, media, videos, id }) => renderHowToBlock(block, language, { media, videos }, id),
  'template-list-with-content': renderTemplateListWithContentBlock,
  'explore-more-feature-list': renderExploreMoreFeatureListBlock,
  'faq-list': (block) =>
    `<div class="faq">${block.list.map((item, index) => `<details${index === 0 ? ' open' : ''}><summary>${escapeHtml(item.title)}</summary><p>${escapeHtml(item.content)}</p></details>`).join('')}</div>`,
  'social-proof': renderSocialProofBlock,
  testimonial: renderTestimonialBlock,
  'swiper-with-list': renderSwiperWithListBlock,
  pricing: renderPricingBlock,
  'data-display': (block) => renderNumberList(block.numList),
  'demo-section': renderDemoSectionBlock,
  'explore-more-features': (block, { language, slug, publishedSlugs, media, featureCovers }) => {
    const items = orderExploreFeatures({
      language,
      currentSlug: slug,
      publishedSlugs,
      featureList: block.featureList,
      defaultListSort: block.defaultListSort,
    }).map((item) => ({ ...item, cover: item.cover ?? featureCovers.get(item.path) }));
    return renderExploreCards(items, media, 'explore');
  },
  'title-component': () => '',
  'pricing-compare': renderPricingCompareBlock,
  'final-cta': (block, { language }) =>
    `<div class="final-actions">${renderLink(block.btnLink ?? '/', block.btnText ?? featureTexts[language].tryItFreeNow, 'button large light')}<a class="ghost" href="${signInPath}">${escapeHtml(featureTexts[language].signIn)}</a></div><p class="fine">${escapeHtml(featureTexts[language].noCreditCard)}</p>`,
};

/**
 * One block as a `<section>` band, headed by its tag, title and sub-title,
 * with the background and spacing classes its neighbours give it
 * (planBlockSpacing). Bands fade up as they scroll into view (fade-up script).
 */
export function renderFeatureBlock(block: FeatureBlock, context: FeatureBlockContext, spacing: BandSpacing): string {
  const body = (renderers[block.kind] as (block: FeatureBlock, context: FeatureBlockContext) => string)(block, context);
  const classes = ['band', `block-${block.kind}`, `tone-${spacing.tone}`, ...spacing.classes].join(' ');
  return `<section class="${classes}" aria-labelledby="${context.id}-title"><div class="wrap">${renderBlockHeading(block, context.id)}${body}</div></section>`;
}
