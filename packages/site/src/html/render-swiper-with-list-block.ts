import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { escapeHtml } from './escape-html.ts';
import { renderCarouselNav } from './render-carousel-nav.ts';
import type { FeatureBlockContext } from './feature-block-context.ts';
import { renderPhotoCredit } from './render-photo-credit.ts';
import { renderSiteVideo } from './render-site-video.ts';

/**
 * Swiper with a list: the list's points beside a one-at-a-time swiper of
 * videos (previous/next bounded at the ends; a swipe on a phone). Without
 * videos the list fills the width.
 */
export function renderSwiperWithListBlock(block: FeatureBlockOf<'swiper-with-list'>, { language, videos }: FeatureBlockContext): string {
  const list = `<ul class="point-list">${block.list.map((item) => `<li><h3>${escapeHtml(item.title)}</h3><p>${escapeHtml(item.desc)}</p></li>`).join('')}</ul>`;
  if (block.videoList.length === 0) return `<div class="swiper-with-list">${list}</div>`;
  const slides = block.videoList
    .map(
      (item) =>
        `<li class="swiper-slide"><figure>${renderSiteVideo(item.video, videos)}<figcaption><strong>${escapeHtml(item.extraInfo)}</strong>${item.extraInfo2 ? ` ${escapeHtml(item.extraInfo2)}` : ''}</figcaption>${renderPhotoCredit(item.video.name, videos, language)}</figure></li>`,
    )
    .join('');
  return `<div class="swiper-with-list has-videos">${list}<div class="swiper" data-carousel="bounded"><ul class="swiper-track" data-track>${slides}</ul>${renderCarouselNav(language, block.videoList.length)}</div></div>`;
}
