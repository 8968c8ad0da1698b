import { describe, expect, it } from 'vitest';
import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { blockTestContext, parseTestBlock } from './block-test-context.ts';
import { renderPricingBlock } from './render-pricing-block.ts';

const context = blockTestContext;
const parse = parseTestBlock;

describe('renderPricingBlock', () => {
  it('the contract plans the content picks, in its order, with credits and no price', () => {
    const block = parse({ kind: 'pricing', title: 'Plans', planIds: ['Pro', 'Free'] }) as FeatureBlockOf<'pricing'>;
    const html = renderPricingBlock(block, context);
    expect([...html.matchAll(/<h3>([^<]+)<\/h3><p class="plan-credits">([^<]+)</gu)].map((match) => [match[1], match[2]])).toEqual([
      ['Pro', '400 credits a month'],
      ['Free', '10 credits a month'],
    ]);
    expect(html).toContain('Scripts up to 15,000 characters');
    expect(html).toContain('3 free avatar look trials');
    expect(html).not.toMatch(/[$€¥]/u);
    expect(() => parse({ kind: 'pricing', title: 'Plans', planIds: ['Enterprise'] })).toThrow();
  });
});
