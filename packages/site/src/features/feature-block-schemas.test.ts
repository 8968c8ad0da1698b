import { describe, expect, it } from 'vitest';
import { FeatureBlockSchema, featureBlockKinds } from './feature-block-schemas.ts';

describe('the feature block schemas', () => {
  it('cover every block kind site-spec §2 lists', () => {
    expect(featureBlockKinds).toEqual([
      'why-choose',
      'use-case',
      'about-feature',
      'usp-section',
      'how-to',
      'template-list-with-content',
      'explore-more-feature-list',
      'faq-list',
      'social-proof',
      'testimonial',
      'swiper-with-list',
      'pricing',
      'data-display',
      'demo-section',
      'explore-more-features',
      'title-component',
      'pricing-compare',
      'final-cta',
    ]);
  });

  it('require testimonials to say whether they are examples, and refuse unknown kinds and fields', () => {
    const testimonial = { text: 'Quick to learn', desc: 'An example review.', name: 'Example reviewer', star: 5 };
    expect(FeatureBlockSchema.safeParse({ kind: 'testimonial', title: 'Reviews', list: [testimonial] }).success).toBe(false);
    expect(FeatureBlockSchema.safeParse({ kind: 'testimonial', title: 'Reviews', list: [{ ...testimonial, isExample: true }] }).success).toBe(true);
    expect(FeatureBlockSchema.safeParse({ kind: 'carousel', title: 'x' }).success).toBe(false);
    expect(FeatureBlockSchema.safeParse({ kind: 'final-cta', title: 'x', colour: 'red' }).success).toBe(false);
    expect(FeatureBlockSchema.safeParse({ kind: 'template-list-with-content', title: 'x', templateNames: ['Intro$9:16', 'Promo$4:3'] }).success).toBe(false);
  });

  it('let a how-to step show an image or a video, not both', () => {
    const step = { title: 'Render', desc: 'It renders.' };
    const image = { file: 'video-page.png', alt: 'The video page' };
    const video = { name: 'avatar-clip-1', alt: 'A clip' };
    const howTo = (steps: object[]) => FeatureBlockSchema.safeParse({ kind: 'how-to', title: 'How', steps });
    expect(
      howTo([
        { ...step, image },
        { ...step, video },
      ]).success,
    ).toBe(true);
    const both = howTo([{ ...step, image, video }]);
    expect(both.success).toBe(false);
    expect(both.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['steps.0.video', 'gives an image or a video, not both (a step shows one)'],
    ]);
  });
});
