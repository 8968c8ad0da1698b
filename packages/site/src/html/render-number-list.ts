import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { escapeHtml } from './escape-html.ts';

/** Number statistics (data-display, social-proof): the figure with its prefix and unit, its label and description. */
export function renderNumberList(numList: FeatureBlockOf<'data-display'>['numList'], className = 'numbers'): string {
  return `<dl class="${className}">${numList
    .map(
      (item) =>
        `<div class="number"><dt>${escapeHtml(item.subTitle)}</dt><dd class="figure">${item.prefix ? `<span class="prefix">${escapeHtml(item.prefix)}</span>` : ''}${escapeHtml(item.title)}${item.unit ? `<span class="unit">${escapeHtml(item.unit)}</span>` : ''}</dd>${item.description ? `<dd class="number-desc">${escapeHtml(item.description)}</dd>` : ''}</div>`,
    )
    .join('')}</dl>`;
}
