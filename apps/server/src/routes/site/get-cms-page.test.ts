import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsFeaturePage } from '@talkreel/contract';
import { buildFeatureTestApp } from './build-feature-test-app.ts';

describe('GET /api/cms/pages/{slug}', () => {
  let app: FastifyInstance;
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).json<{ code: number; msg: string; data: CmsFeaturePage }>();

  beforeAll(async () => {
    app = await buildFeatureTestApp();
  });
  afterAll(() => app.close());

  it('answers the Chinese page in the envelope, facts filled and images with their url', async () => {
    const body = await get('/api/cms/pages/talking-photo?locale=zh-cn');
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      slug: 'talking-photo',
      locale: 'zh-cn',
      seo: { title: '照片说话：让一张照片开口说话 | Talkreel' },
      hero: {
        headline: '让任何一张人像照片开口说话',
        button: { link: '/talking-photo' },
        media: { image: { file: 'talking-photo-page.png', url: '/site/media/talking-photo-page.png' } },
      },
    });
    expect(body.data.blocks.map((block) => block.kind)).toEqual([
      'data-display',
      'how-to',
      'usp-section',
      'use-case',
      'template-list-with-content',
      'testimonial',
      'faq-list',
      'explore-more-features',
      'final-cta',
    ]);
    expect((body.data.blocks[0]?.numList as { title: string }[]).map((item) => item.title)).toEqual(['187', '63', '42']);
  });

  it('gives a site video its file and poster url', async () => {
    const body = await get('/api/cms/pages/talking-avatar');
    expect(body.data.hero.media).toMatchObject({
      kind: 'video',
      video: { name: 'talking-avatar-presenter', url: '/site/videos/talking-avatar-presenter.mp4', coverUrl: '/site/videos/talking-avatar-presenter.jpg' },
      cover: { file: 'long-video-from-text.png', url: '/site/media/long-video-from-text.png' },
    });
  });

  it('defaults to English', async () => {
    const body = await get('/api/cms/pages/ai-podcast-generator');
    expect([body.code, body.data.locale, body.data.hero.headline]).toEqual([0, 'en', 'Turn any source into a two-host video podcast']);
  });

  it('answers 40400 for a slug without a page and 40000 for an unknown locale', async () => {
    // The spec's photo-to-avatar has no page of its own here (custom-avatar carries its full-width hero).
    expect(await get('/api/cms/pages/photo-to-avatar')).toEqual({ code: 40400, msg: "There is no feature page 'photo-to-avatar'", data: null });
    expect((await get('/api/cms/pages/cooking')).code).toBe(40400);
    const badLocale = await get('/api/cms/pages/talking-photo?locale=fr');
    expect(badLocale.code).toBe(40000);
    expect(badLocale.msg).toMatch(/locale/u);
  });

  it('leaves out a site video this server cannot make, as the HTML page does, and keeps every video when the library cannot say', async () => {
    const banner = async (test: FastifyInstance) => {
      const { hero } = (await test.inject({ method: 'GET', url: '/api/cms/pages/video-translator' })).json<{ data: CmsFeaturePage }>().data;
      return (hero.languageVideos as { video: { name: string } }[]).map((item) => item.video.name);
    };
    expect(await banner(app)).toEqual(['translator-en', 'translator-es', 'translator-fr']);
    const withoutFrench = await buildFeatureTestApp({
      unmadeVideos: () => Promise.resolve(new Map([['translator-fr', 'No translation from English to French here']])),
    });
    const brokenLibrary = await buildFeatureTestApp({ unmadeVideos: () => Promise.reject(new Error('content/site/videos is not valid')) });
    try {
      expect(await banner(withoutFrench)).toEqual(['translator-en', 'translator-es']);
      expect(await banner(brokenLibrary)).toEqual(['translator-en', 'translator-es', 'translator-fr']);
    } finally {
      await withoutFrench.close();
      await brokenLibrary.close();
    }
  });
});
