import { describe, expect, it } from 'vitest';
import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { blockTestContext, parseTestBlock } from './block-test-context.ts';
import { renderPricingCompareBlock } from './render-pricing-compare-block.ts';

const context = blockTestContext;
const parse = parseTestBlock;

describe('renderPricingCompareBlock', () => {
  it('a table with column and row headers, sub-heading rows and the highlighted column', () => {
    const block = parse({
      kind: 'pricing-compare',
      title: 'Compare',
      header: [
        { id: 'camera', title: 'Filming', description: 'A camera' },
        { id: 'talkreel', title: 'Talkreel', price: '1', priceUnit: 'credit', btnText: 'Try', btnLink: '/text-to-video', isHighlight: true },
      ],
      compareList: [
        { feature: 'Making it', firstColumn: '', secondColumn: '', isTitle: true },
        { feature: 'Formats', firstColumn: 'Crop by hand', secondColumn: '9:16, 16:9 or 1:1' },
      ],
    }) as FeatureBlockOf<'pricing-compare'>;
    const html = renderPricingCompareBlock(block, context);
    expect(html).toContain('<th scope="col" class="compare-corner">Feature</th><th scope="col" id="b3-camera"><span class="compare-title">Filming</span>');
    expect(html).toContain(
      '<th scope="col" id="b3-talkreel" class="is-highlight"><span class="compare-title">Talkreel</span><span class="compare-price">1<span class="compare-unit">credit</span>',
    );
    expect(html).toContain('<tr class="compare-section"><th scope="colgroup" colspan="3">Making it</th></tr>');
    expect(html).toContain('<tr><th scope="row">Formats</th><td>Crop by hand</td><td class="is-highlight">9:16, 16:9 or 1:1</td></tr>');
  });
});
