import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { listDemoFilters } from '../features/list-demo-filters.ts';
import { escapeHtml } from './escape-html.ts';
import { featureTexts } from './feature-texts.ts';
import type { FeatureBlockContext } from './feature-block-context.ts';
import { renderPhotoCredit } from './render-photo-credit.ts';
import { renderSiteVideo } from './render-site-video.ts';

/**
 * The demo section (site-spec §2, §4): filter tabs from the videos' distinct
 * `extraInfo`, the first selected. The tabs are hidden until the script runs
 * and applies the filter, so without it every video shows with its label.
 */
export function renderDemoSectionBlock(block: FeatureBlockOf<'demo-section'>, { language, videos }: FeatureBlockContext): string {
  const filters = listDemoFilters(block.videoList);
  const tabs = filters
    .map(
      (filter, index) =>
        `<button type="button" role="tab" aria-selected="${index === 0}"${index === 0 ? '' : ' tabindex="-1"'} data-filter="${escapeHtml(filter)}">${escapeHtml(filter)}</button>`,
    )
    .join('');
  const items = block.videoList
    .map(
      (item) =>
        `<li class="demo-item" data-filter="${escapeHtml(item.extraInfo)}"><figure>${renderSiteVideo(item.video, videos)}<figcaption><span class="demo-label">${escapeHtml(item.extraInfo)}</span>${item.extraInfo2 ? ` ${escapeHtml(item.extraInfo2)}` : ''}</figcaption>${renderPhotoCredit(item.video.name, videos, language)}</figure></li>`,
    )
    .join('');
  return `<div class="demo" data-demo><div class="demo-tabs" role="tablist" aria-label="${escapeHtml(featureTexts[language].videoFilters)}" hidden>${tabs}</div><ul class="demo-grid">${items}</ul></div>`;
}
