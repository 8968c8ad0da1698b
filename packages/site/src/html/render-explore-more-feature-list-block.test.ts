import { describe, expect, it } from 'vitest';
import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { blockTestContext, parseTestBlock } from './block-test-context.ts';
import { renderExploreMoreFeatureListBlock } from './render-explore-more-feature-list-block.ts';

const context = blockTestContext;
const parse = parseTestBlock;

describe('renderExploreMoreFeatureListBlock', () => {
  it('style_2 is one grid, any other type a card carousel', () => {
    const list = [
      { name: 'Voices', description: 'Listen.', path: '/voice' },
      { name: 'Podcast', description: 'Talk.', path: '/features/ai-podcast-generator/' },
      { name: 'Photo', description: 'Speak.', path: '/features/talking-photo/' },
    ];
    const grid = renderExploreMoreFeatureListBlock(
      parse({ kind: 'explore-more-feature-list', title: 'More', type: 'style_2', featureList: list }) as FeatureBlockOf<'explore-more-feature-list'>,
      context,
    );
    expect(grid).toMatch(/^<ul class="explore">/u);
    expect(grid).not.toContain('data-carousel');
    const carousel = renderExploreMoreFeatureListBlock(
      parse({ kind: 'explore-more-feature-list', title: 'More', featureList: list }) as FeatureBlockOf<'explore-more-feature-list'>,
      context,
    );
    expect(carousel).toMatch(/^<div class="card-carousel" data-carousel="cards"><ul class="card-track" data-track>/u);
    expect(carousel.match(/class="explore-card"/gu)).toHaveLength(3);
  });
});
