import { describe, expect, it } from 'vitest';
import { planBlockSpacing } from './block-spacing.ts';

describe('planBlockSpacing', () => {
  it('alternates white and tint from white, with final-cta on the brand gradient and the band before it marked', () => {
    expect(planBlockSpacing(['how-to', 'faq-list', 'testimonial', 'final-cta'])).toEqual([
      { tone: 'white', classes: [] },
      { tone: 'tint', classes: [] },
      { tone: 'white', classes: ['band-before-cta'] },
      { tone: 'brand', classes: [] },
    ]);
  });

  it('joins a title-component to the block after it: one background, no gap between them, and alternation goes on after the pair', () => {
    expect(planBlockSpacing(['why-choose', 'title-component', 'pricing', 'faq-list'])).toEqual([
      { tone: 'white', classes: [] },
      { tone: 'tint', classes: ['band-joins-next'] },
      { tone: 'tint', classes: ['band-joined'] },
      { tone: 'white', classes: [] },
    ]);
  });

  it('lets a data-display continue the block before it, halving the doubled padding, but not when it opens the page', () => {
    expect(planBlockSpacing(['data-display', 'social-proof', 'data-display', 'faq-list'])).toEqual([
      { tone: 'white', classes: [] },
      { tone: 'tint', classes: [] },
      { tone: 'tint', classes: ['band-continues'] },
      { tone: 'white', classes: [] },
    ]);
  });

  it('leaves a title-component that ends the page or precedes the call to action unjoined', () => {
    expect(planBlockSpacing(['title-component', 'final-cta', 'faq-list'])).toEqual([
      { tone: 'white', classes: ['band-before-cta'] },
      { tone: 'brand', classes: [] },
      { tone: 'tint', classes: [] },
    ]);
    expect(planBlockSpacing(['faq-list', 'title-component'])[1]).toEqual({ tone: 'tint', classes: [] });
  });
});
