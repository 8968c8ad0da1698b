import { describe, expect, it } from 'vitest';
import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { blockTestContext, parseTestBlock } from './block-test-context.ts';
import { renderTemplateListWithContentBlock } from './render-template-list-with-content-block.ts';

const context = blockTestContext;
const parse = parseTestBlock;

describe('renderTemplateListWithContentBlock', () => {
  it('a card per site video with its poster, ratio badge and caption, linking to /templates', () => {
    const block = parse({
      kind: 'template-list-with-content',
      title: 'Start here',
      templateNames: ['clip$9:16', 'presenter$16:9'],
      captions: ['Phone', 'Player'],
    }) as FeatureBlockOf<'template-list-with-content'>;
    const html = renderTemplateListWithContentBlock(block, context);
    expect(html).toContain(
      '<a class="template-card ratio-9-16" href="/templates"><span class="template-poster"><img src="/site/videos/clip.jpg" width="720" height="1280"',
    );
    expect(html).toContain('<span class="ratio-badge">16:9 landscape</span></span><span class="template-caption">Player</span>');
    expect(html).toContain('<a class="button large" href="/templates">Open Templates</a>');
    expect(() => parse({ kind: 'template-list-with-content', title: 'x', templateNames: ['clip$9:16'], captions: ['a', 'b'] })).toThrow(/one caption per/u);
  });
});
