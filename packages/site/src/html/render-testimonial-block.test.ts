import { describe, expect, it } from 'vitest';
import { FeatureBlockSchema, type FeatureBlockOf } from '../features/feature-block-schemas.ts';
import type { FeatureBlockContext } from './feature-block-context.ts';
import { renderTestimonialBlock } from './render-testimonial-block.ts';

const context = (language: 'en' | 'zh-cn'): FeatureBlockContext => ({
  language,
  slug: 'talking-photo',
  publishedSlugs: new Set(),
  media: new Map(),
  videos: new Map(),
  id: 'b1',
  featureCovers: new Map(),
});

const testimonial = (extra: object) =>
  FeatureBlockSchema.parse({
    kind: 'testimonial',
    title: 'Reviews',
    list: [
      { text: 'Great in 9:16', desc: 'Made a phone video.', name: 'Course creator', star: 5, isExample: true },
      { text: 'Great in 16:9', desc: 'Made a landscape video.', name: 'Shop owner', star: 4, isExample: false },
    ],
    ...extra,
  }) as FeatureBlockOf<'testimonial'>;

describe('renderTestimonialBlock', () => {
  it('marks example reviews, draws five stars with the rating as text, and starts with previous disabled', () => {
    const html = renderTestimonialBlock(testimonial({}), context('en'));
    expect(html.match(/<span class="example-mark">Example review<\/span>/gu)).toHaveLength(1);
    expect([...html.matchAll(/aria-label="(Rated \d out of 5)"/gu)].map((match) => match[1])).toEqual(['Rated 5 out of 5', 'Rated 4 out of 5']);
    expect(html.match(/<span class="star is-on">/gu)).toHaveLength(9);
    expect(html.match(/<span class="star">/gu)).toHaveLength(1);
    expect(html).toMatch(/data-step="-1" aria-label="Previous" disabled aria-disabled="true"/u);
    expect(html).toMatch(/data-step="1" aria-label="Next" aria-disabled="false"/u);
    expect(renderTestimonialBlock(testimonial({}), context('zh-cn'))).toContain('<span class="example-mark">示例评价</span>');
  });

  it('opens an http link in a new tab and turns any other link into the sign-up action', () => {
    expect(renderTestimonialBlock(testimonial({ btnText: 'Read more', btnLink: 'https://example.org/reviews' }), context('en'))).toContain(
      '<a class="button large" href="https://example.org/reviews" target="_blank" rel="noopener">Read more</a>',
    );
    expect(renderTestimonialBlock(testimonial({ btnLink: '/talking-photo' }), context('en'))).toContain(
      '<a class="button large" href="/?auth=sign-up">Sign up free</a>',
    );
    expect(renderTestimonialBlock(testimonial({}), context('zh-cn'))).toContain('<a class="button large" href="/?auth=sign-up">免费注册</a>');
  });

  it('disables next too when there is one review', () => {
    const single = FeatureBlockSchema.parse({
      kind: 'testimonial',
      title: 'Reviews',
      list: [{ text: 'One', desc: 'Only one.', name: 'A', star: 5, isExample: true }],
    }) as FeatureBlockOf<'testimonial'>;
    expect(renderTestimonialBlock(single, context('en'))).toMatch(/data-step="1" aria-label="Next" disabled aria-disabled="true"/u);
  });
});
