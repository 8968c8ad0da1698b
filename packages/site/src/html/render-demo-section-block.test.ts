import { describe, expect, it } from 'vitest';
import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { blockTestContext, parseTestBlock } from './block-test-context.ts';
import { renderDemoSectionBlock } from './render-demo-section-block.ts';

const context = blockTestContext;
const parse = parseTestBlock;
const video = (name: string) => ({ name, alt: `${name} video` });

describe('renderDemoSectionBlock', () => {
  it('one tab per distinct extraInfo in first-use order, the first selected, hidden until the script filters', () => {
    const block = parse({
      kind: 'demo-section',
      title: 'Demos',
      videoList: [
        { video: video('a'), extraInfo: 'English' },
        { video: video('b'), extraInfo: 'Chinese' },
        { video: video('c'), extraInfo: 'English' },
      ],
    }) as FeatureBlockOf<'demo-section'>;
    const html = renderDemoSectionBlock(block, context);
    expect([...html.matchAll(/role="tab" aria-selected="(true|false)"[^>]*data-filter="([^"]+)"/gu)].map((match) => [match[1], match[2]])).toEqual([
      ['true', 'English'],
      ['false', 'Chinese'],
    ]);
    expect(html).toMatch(/role="tablist" aria-label="Filter the videos" hidden>/u);
    expect(html.match(/<li class="demo-item" data-filter=/gu)).toHaveLength(3);
  });
});
