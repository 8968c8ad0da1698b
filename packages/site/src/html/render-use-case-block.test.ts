import { describe, expect, it } from 'vitest';
import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { blockTestContext, parseTestBlock } from './block-test-context.ts';
import { renderUseCaseBlock } from './render-use-case-block.ts';

const context = blockTestContext;
const parse = parseTestBlock;
const video = (name: string) => ({ name, alt: `${name} video` });

describe('renderUseCaseBlock', () => {
  it('nodes as tabs with the first selected, each with its video panel, for the tree script', () => {
    const block = parse({
      kind: 'use-case',
      title: 'Uses',
      list: [
        { title: 'Intro', desc: 'An intro.', video: video('clip') },
        { title: 'Lesson', desc: 'A lesson.' },
      ],
    }) as FeatureBlockOf<'use-case'>;
    const html = renderUseCaseBlock(block, context);
    expect(html).toContain('data-video-tabs="tree"');
    expect([...html.matchAll(/aria-selected="(true|false)"/gu)].map((match) => match[1])).toEqual(['true', 'false']);
    expect(html).toContain(
      '<video src="/site/videos/clip.mp4" data-lazy-poster="/site/videos/clip.jpg" width="720" height="1280" aria-label="clip video" muted playsinline',
    );
    expect(html).toMatch(/id="b3-stage-1" aria-labelledby="b3-node-1" hidden><p class="stage-text">A lesson.<\/p>/u);
  });
});
