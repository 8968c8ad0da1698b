import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { escapeHtml } from './escape-html.ts';
import { featureTexts } from './feature-texts.ts';
import { renderLink } from './render-link.ts';
import type { FeatureBlockContext } from './feature-block-context.ts';

/**
 * The comparison table: a real `<table>` with two header columns (title, price
 * and unit, description, button; one may be highlighted), rows of feature and
 * two values, and `isTitle` rows as sub-headings spanning the table. Scrolls
 * sideways on a narrow phone rather than squeezing the words.
 */
export function renderPricingCompareBlock(block: FeatureBlockOf<'pricing-compare'>, { language, id }: FeatureBlockContext): string {
  const headers = block.header
    .map((column) => {
      const price = column.price
        ? `<span class="compare-price">${escapeHtml(column.price)}${column.priceUnit ? `<span class="compare-unit">${escapeHtml(column.priceUnit)}</span>` : ''}</span>`
        : '';
      const description = column.description ? `<span class="compare-desc">${escapeHtml(column.description)}</span>` : '';
      const button = column.btnText && column.btnLink ? renderLink(column.btnLink, column.btnText, column.isHighlight ? 'button' : 'button secondary') : '';
      return `<th scope="col" id="${id}-${escapeHtml(column.id)}"${column.isHighlight ? ' class="is-highlight"' : ''}><span class="compare-title">${escapeHtml(column.title)}</span>${price}${description}${button}</th>`;
    })
    .join('');
  const highlight = block.header.map((column) => (column.isHighlight ? ' class="is-highlight"' : ''));
  const rows = block.compareList
    .map((row) =>
      row.isTitle
        ? `<tr class="compare-section"><th scope="colgroup" colspan="3">${escapeHtml(row.feature)}</th></tr>`
        : `<tr><th scope="row">${escapeHtml(row.feature)}</th><td${highlight[0]}>${escapeHtml(row.firstColumn)}</td><td${highlight[1]}>${escapeHtml(row.secondColumn)}</td></tr>`,
    )
    .join('');
  return `<div class="compare-scroll"><table class="compare"><thead><tr><th scope="col" class="compare-corner">${escapeHtml(featureTexts[language].compareFeature)}</th>${headers}</tr></thead><tbody>${rows}</tbody></table></div>`;
}
