import { describe, expect, it } from 'vitest';
import { FeatureBlockSchema, type FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { renderHowToBlock } from './render-how-to-block.ts';

const howTo = (extra: object) =>
  FeatureBlockSchema.parse({
    kind: 'how-to',
    title: 'How to',
    steps: [
      { title: 'Upload', desc: 'Upload a photo.' },
      { title: 'Type', desc: 'Type a script.', label: 'Then' },
      { title: 'Create', desc: 'Create the video.' },
    ],
    ...extra,
  }) as FeatureBlockOf<'how-to'>;

describe('renderHowToBlock', () => {
  it("labels steps 'STEP n' unless a step has its own label, and selects the first step", () => {
    const html = renderHowToBlock(howTo({}), 'en', { media: new Map(), videos: new Map() }, 'b1');
    expect([...html.matchAll(/<span class="step-label">([^<]+)<\/span>/gu)].map((match) => match[1])).toEqual(['STEP 1', 'Then', 'STEP 3']);
    expect([...html.matchAll(/aria-selected="(true|false)"/gu)].map((match) => match[1])).toEqual(['true', 'false', 'false']);
    expect(html.match(/role="tabpanel"[^>]* hidden/gu)).toHaveLength(2);
  });

  it("defaults the button to 'Try It Free Now' (the Chinese page's own default in Chinese) and keeps a given text", () => {
    expect(renderHowToBlock(howTo({}), 'en', { media: new Map(), videos: new Map() }, 'b1')).toContain('<a class="button large" href="/">Try It Free Now</a>');
    expect(renderHowToBlock(howTo({ btnLink: '/talking-photo' }), 'zh-cn', { media: new Map(), videos: new Map() }, 'b1')).toContain(
      'href="/talking-photo">立即免费试用</a>',
    );
    expect(renderHowToBlock(howTo({ btnText: 'Start', btnLink: '/x' }), 'en', { media: new Map(), videos: new Map() }, 'b1')).toContain('href="/x">Start</a>');
  });

  it('draws the four styles: tabs beside the panel (style_2 mirrored), tabs above one video panel, or a grid of cards without tabs', () => {
    const assets = { media: new Map(), videos: new Map([['clip', { widthPx: 1280, heightPx: 720 }]]) };
    const withVideo = (type: string) =>
      howTo({
        type,
        steps: [
          { title: 'Upload', desc: 'Upload a photo.' },
          { title: 'Render', desc: 'It renders.', video: { name: 'clip', alt: 'The result' } },
          { title: 'Share', desc: 'Share it.' },
        ],
      });
    for (const type of ['style_1', 'style_2', 'style_3']) {
      const html = renderHowToBlock(withVideo(type), 'en', assets, 'b1');
      expect(html).toContain(`<div class="how-to ${type}" data-video-tabs="how-to"><ol class="steps" role="tablist"`);
      // In a tab panel the video has no controls of its own: the tabs play it.
      expect(html).toContain('<div role="tabpanel" id="b1-panel-1" aria-labelledby="b1-tab-1" hidden><video class="shot" src="/site/videos/clip.mp4"');
      expect(html).not.toMatch(/<video[^>]* controls/u);
      expect(html).toContain('Try It Free Now</a>');
    }
    const cards = renderHowToBlock(withVideo('style_4'), 'en', assets, 'b1');
    expect(cards).not.toContain('role="tab');
    expect(cards).not.toContain('data-video-tabs');
    expect([...cards.matchAll(/<li class="how-to-card">/gu)]).toHaveLength(3);
    expect(cards).toContain('<span class="step-label">STEP 2</span><h3 class="step-title">Render</h3><p class="step-desc">It renders.</p>');
    expect(cards).toMatch(/<li class="how-to-card"><video class="shot" src="\/site\/videos\/clip.mp4"[^>]* controls/u);
    expect(cards).toContain('Try It Free Now</a>');
  });
});
