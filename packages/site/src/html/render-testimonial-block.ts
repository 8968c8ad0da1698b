import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { signUpPath } from './app-links.ts';
import { escapeHtml } from './escape-html.ts';
import { featureTexts } from './feature-texts.ts';
import { renderCarouselNav } from './render-carousel-nav.ts';
import { renderLink } from './render-link.ts';
import type { FeatureBlockContext } from './feature-block-context.ts';
import { renderSiteImage, reviewAvatarSizes } from './render-site-image.ts';

const stars = (count: number) => Array.from({ length: 5 }, (_, index) => `<span class="star${index < count ? ' is-on' : ''}">★</span>`).join('');

/**
 * Testimonials (site-spec §2): up to eight reviews with stars, previous/next
 * bounded at the first and last review. Every review is in the HTML as a
 * scroll-snap row (a phone's swipe); the script stacks them on a desktop.
 * Reviews the content flags `isExample` carry a visible mark.
 */
export function renderTestimonialBlock(block: FeatureBlockOf<'testimonial'>, { language, media, id }: FeatureBlockContext): string {
  const texts = featureTexts[language];
  const count = block.list.length;
  const reviews = block.list
    .map((review, index) => {
      const avatar = review.avatar
        ? renderSiteImage({ ...review.avatar, alt: review.alt ?? review.avatar.alt }, media, { className: 'review-avatar', sizes: reviewAvatarSizes })
        : `<span class="review-avatar review-initial" aria-hidden="true">${escapeHtml(Array.from(review.name)[0] ?? '')}</span>`;
      const example = review.isExample ? `<span class="example-mark">${escapeHtml(texts.exampleReview)}</span>` : '';
      return `<li class="review" id="${id}-review-${index}" aria-label="${escapeHtml(texts.position(index + 1, count))}"><p class="stars" role="img" aria-label="${escapeHtml(texts.rating(review.star))}">${stars(review.star)}</p><h3>${escapeHtml(review.text)}</h3><p class="review-desc">${escapeHtml(review.desc)}</p><footer>${avatar}<span class="review-name">${escapeHtml(review.name)}</span>${example}</footer></li>`;
    })
    .join('');
  const isExternal = block.btnLink !== undefined && /^https?:\/\//u.test(block.btnLink);
  const button = renderLink(isExternal ? block.btnLink! : signUpPath, block.btnText ?? texts.signUpFree, 'button large');
  return `<div class="reviews" data-carousel="bounded"><ul class="review-track" data-track>${reviews}</ul>${renderCarouselNav(language, count)}</div><div class="block-actions">${button}</div>`;
}
