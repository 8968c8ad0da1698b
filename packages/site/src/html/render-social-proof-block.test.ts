import { describe, expect, it } from 'vitest';
import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { blockTestContext, parseTestBlock } from './block-test-context.ts';
import { renderSocialProofBlock } from './render-social-proof-block.ts';

const context = blockTestContext;
const parse = parseTestBlock;

describe('renderSocialProofBlock', () => {
  it('the comment with its example mark beside the numbers with prefix and unit', () => {
    const block = parse({
      kind: 'social-proof',
      title: 'Proof',
      userComment: { title: 'It works', content: 'We use it weekly.', userName: 'Editor', userPosition: 'A typical use', isExample: true },
      numList: [{ prefix: 'up to ', title: '10', unit: ' min', subTitle: 'Episode length' }],
    }) as FeatureBlockOf<'social-proof'>;
    const html = renderSocialProofBlock(block, context);
    expect(html).toContain('<blockquote><p>We use it weekly.</p></blockquote>');
    expect(html).toContain('<span class="review-position">A typical use</span></span><span class="example-mark">Example review</span>');
    expect(html).toContain('<dt>Episode length</dt><dd class="figure"><span class="prefix">up to </span>10<span class="unit"> min</span></dd>');
  });
});
