import { describe, expect, it } from 'vitest';
import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { blockTestContext, parseTestBlock } from './block-test-context.ts';
import { renderSwiperWithListBlock } from './render-swiper-with-list-block.ts';

const context = blockTestContext;
const parse = parseTestBlock;
const video = (name: string) => ({ name, alt: `${name} video` });

describe('renderSwiperWithListBlock', () => {
  it('the list beside a bounded swiper of the videos, or the list alone without videos', () => {
    const list = [{ title: 'Two hosts', desc: 'Side by side.' }];
    const withVideos = renderSwiperWithListBlock(
      parse({
        kind: 'swiper-with-list',
        title: 'Episode',
        list,
        videoList: [{ video: video('clip'), extraInfo: '9:16 clip' }],
      }) as FeatureBlockOf<'swiper-with-list'>,
      context,
    );
    expect(withVideos).toContain('<div class="swiper" data-carousel="bounded"><ul class="swiper-track" data-track><li class="swiper-slide"><figure><video');
    expect(withVideos).toContain('<figcaption><strong>9:16 clip</strong></figcaption>');
    const alone = renderSwiperWithListBlock(parse({ kind: 'swiper-with-list', title: 'Episode', list }) as FeatureBlockOf<'swiper-with-list'>, context);
    expect(alone).toBe('<div class="swiper-with-list"><ul class="point-list"><li><h3>Two hosts</h3><p>Side by side.</p></li></ul></div>');
  });
});
