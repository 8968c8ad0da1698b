import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultFeaturePageSource, featureSlugs, getFilledFeaturePage, loadFeaturePages, type FeaturePages } from '@talkreel/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeatureTestApp, featureTestOrigin } from './build-feature-test-app.ts';

/** The app's own pages the feature pages link to (by path; a query such as `?auth=sign-up` is the app's); the web app answers them (it is not built in this test). */
const appPaths = new Set([
  '/',
  '/talking-photo',
  '/video-podcast',
  '/text-to-video',
  '/voice',
  '/avatars',
  '/long-video-from-text',
  '/create-aigc-avatar',
  '/templates',
  '/product-to-video',
  '/video-translation',
  '/favicon.svg',
]);
const languages = ['en', 'zh-cn'] as const;
const pagePath = (language: string, slug: string) => `${language === 'en' ? '' : `/${language}`}/features/${slug}/`;

function linksIn(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/gu)].map((match) => (match[1] ?? '').replaceAll('&#38;', '&'));
}

function jsonLdIn(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gu)].map((match) => JSON.parse(match[1] ?? '') as { '@type': string });
}

/** As the renderers escape text (`escapeHtml`): each of & < > " ' as a numeric reference. */
const asHtml = (text: string) => text.replace(/[&<>"']/gu, (character) => `&#${character.charCodeAt(0)};`);
/** `toContain` on a whole page prints the page when it fails; this prints what was missing. */
const expectIn = (html: string, text: string, where = '') => expect(html.includes(text), `${where} holds ${text}`).toBe(true);
const expectNotIn = (html: string, text: string, where = '') => expect(html.includes(text), `${where} does not hold ${text}`).toBe(false);
const bandKindsIn = (html: string) => [...html.matchAll(/<section class="band block-([a-z-]+)[ "]/gu)].map((match) => match[1]);

describe('the feature pages', () => {
  let app: FastifyInstance;
  let pages: FeaturePages;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    app = await buildFeatureTestApp();
    pages = await loadFeaturePages(defaultFeaturePageSource);
  });
  afterAll(() => app.close());

  it('renders the talking-photo page: hero, facts from the repository, canonical, hreflang, JSON-LD, no app bundle', async () => {
    const response = await get('/features/talking-photo/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expectIn(html, '<h1>Make any portrait photo talk</h1>');
    expectIn(html, '<p class="badge">Talking Photo</p>');
    expectIn(html, '<a class="button large" href="/talking-photo">Try It Free Now</a>');
    expectIn(html, 'Over a 478-point face mesh the eyes blink');
    expectIn(html, '<dt>Built-in voices</dt><dd class="figure">187</dd>');
    expectIn(html, '<dt>Languages</dt><dd class="figure">63</dd>');
    expectIn(html, '<dt>Ready-made avatars</dt><dd class="figure">42</dd>');
    expectNotIn(html, '{{');
    expect([...html.matchAll(/<span class="step-label">([^<]+)<\/span>/gu)].map((match) => match[1])).toEqual(['STEP 1', 'STEP 2', 'STEP 3']);
    expectIn(html, '<details open><summary>What kind of photo works best?</summary>');
    // Explore: the content's defaultListSort first, then every other feature page (all ten exist), then the content's items.
    const explore = html.slice(html.indexOf('<ul class="explore">'), html.indexOf('</ul>', html.indexOf('<ul class="explore">')));
    const names = [...explore.matchAll(/<span class="explore-name">([^<]+)<\/span>/gu)].map((match) => match[1]);
    expect(names.slice(0, 3)).toEqual(['AI Podcast Generator', 'Text to Video', 'Voices']);
    expect(names.filter((name) => name === 'Talking Photo' || name === 'AI Podcast Generator')).toEqual(['AI Podcast Generator']);
    for (const name of ['AI Human Generator', 'Talking Avatar', 'Custom Avatar', 'Avatar Library', 'AI Voice Cloning', 'URL to Video', 'Video Translator'])
      expect(names, name).toContain(name);
    expectIn(html, `<link rel="canonical" href="${featureTestOrigin}/features/talking-photo/">`);
    expectIn(html, `<link rel="alternate" hreflang="en" href="${featureTestOrigin}/features/talking-photo/">`);
    expectIn(html, `<link rel="alternate" hreflang="zh-CN" href="${featureTestOrigin}/zh-cn/features/talking-photo/">`);
    expectIn(html, `<meta property="og:image" content="${featureTestOrigin}/site/media/talking-photo-page.png">`);
    expectIn(html, '<a class="lang" href="/zh-cn/features/talking-photo/" hreflang="zh-CN" lang="zh-CN">简体中文</a>');
    const [breadcrumb, faq] = jsonLdIn(html);
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: `${featureTestOrigin}/` },
        { position: 2, name: 'Talking Photo' },
      ],
    });
    expect(faq).toMatchObject({ '@type': 'FAQPage', mainEntity: expect.arrayContaining([expect.objectContaining({ name: 'Do I get subtitles?' })]) });
    // Prerendered: no script file and no app bundle; one inline script for the page's blocks.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/u);
    expect(html.match(/<script>/gu)).toHaveLength(1);
  });

  it('renders all ten pages in both languages: hero, every block in content order with its text, facts filled, hreflang pair, FAQPage', async () => {
    expect([...pages.pages.keys()].sort()).toEqual([...featureSlugs].sort());
    for (const slug of featureSlugs) {
      for (const language of languages) {
        const url = pagePath(language, slug);
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        const html = response.body;
        const content = getFilledFeaturePage(pages, slug, language)!;
        expectIn(html, `<html lang="${language === 'en' ? 'en' : 'zh-CN'}">`, url);
        expectIn(html, `<h1>${asHtml(content.hero.headline)}</h1>`, url);
        expectIn(html, `<p class="hero-sub">${asHtml(content.hero.subTitle)}</p>`, url);
        // Beside the URL-to-video hero form, the hero's own button is the secondary action.
        const buttonClass = content.hero.urlForm ? 'button large secondary' : 'button large';
        expectIn(html, `<a class="${buttonClass}" href="${content.hero.button.link}">${asHtml(content.hero.button.text)}</a>`, url);
        expect(bandKindsIn(html), url).toEqual(content.blocks.map((block) => block.kind));
        for (const block of content.blocks) expectIn(html, asHtml(block.title), `${url} ${block.kind}`);
        for (const block of content.blocks) if (block.kind === 'faq-list') for (const item of block.list) expectIn(html, asHtml(item.content), url);
        expectNotIn(html, '{{', url);
        expectIn(html, `hreflang="en" href="${featureTestOrigin}/features/${slug}/"`);
        expectIn(html, `hreflang="zh-CN" href="${featureTestOrigin}/zh-cn/features/${slug}/"`);
        expect(
          jsonLdIn(html).map((data) => data['@type']),
          url,
        ).toEqual(['BreadcrumbList', 'FAQPage']);
        expect(html).not.toMatch(/<script[^>]*\ssrc=/u);
        if (language === 'zh-cn') expect(html).toMatch(/<h1>[^<]*[\u4e00-\u9fff][^<]*<\/h1>/u);
      }
    }
    const podcast = (await get('/zh-cn/features/ai-podcast-generator/')).body;
    expectIn(podcast, '<h1>把任何素材变成双人视频播客</h1>');
    expectIn(podcast, 'href="/zh-cn/blog/video-podcast-from-a-pdf/"');
    expect((await get('/features/avatar-library/')).body).toContain('<h1>42 ready-made avatars, ready to present</h1>');
    expect((await get('/zh-cn/features/video-translator/')).body).toContain('内置声音覆盖 63 种语言');
  });

  it('points the translator at /video-translation and says what it really does, with no “coming soon” left', async () => {
    for (const language of languages) {
      const translator = getFilledFeaturePage(pages, 'video-translator', language)!;
      expect(translator.hero.button.link).toBe('/video-translation');
      expect(JSON.stringify(translator)).not.toMatch(/coming soon|即将推出/u);
      // The honest limits: a language model for most languages, the picture kept on uploads without a lip-sync service.
      expect(JSON.stringify(translator)).toContain('LLM_BASE_URL');
      const html = (await get(pagePath(language, 'video-translator'))).body;
      expectIn(html, 'href="/video-translation"');
      expectNotIn(html, 'href="/long-video-from-text"');
    }
    const english = getFilledFeaturePage(pages, 'video-translator', 'en')!;
    expect(english.hero.subTitle).toContain('Voices speak 63 languages; most need a language model to translate into.');
    expect(JSON.stringify(english)).toContain('Its original picture is kept unless your administrator connects a lip-sync service.');
    expect(JSON.stringify(english)).not.toMatch(/90\+/u);
  });

  it('gives the URL-to-video hero the product link form, a GET to the app’s /product-to-video', async () => {
    for (const language of languages) {
      const link = getFilledFeaturePage(pages, 'url-to-video', language)!;
      expect(link.hero.urlForm?.action).toBe('/product-to-video');
      expect(link.hero.button.link).toBe('/video-podcast');
      const html = (await get(pagePath(language, 'url-to-video'))).body;
      expectIn(html, '<form class="hero-url-form" action="/product-to-video" method="get"><label for="hero-url">');
      expect(html).toMatch(/<input id="hero-url" name="url" type="text" inputmode="url"/u);
      expectIn(html, '<a class="button large secondary" href="/video-podcast">');
      expect(link.hero.subTitle).not.toMatch(/coming soon|即将推出/u);
    }
  });

  it('renders the hero variants: the translator banner, the full-width photo-to-avatar hero, the video lists', async () => {
    for (const language of languages) {
      const translator = (await get(pagePath(language, 'video-translator'))).body;
      expectIn(translator, '<section class="feature-hero hero-language-videos">');
      expect([...translator.matchAll(/<a class="language-option" href="\/site\/videos\/([a-z-]+)\.mp4"/gu)].map((match) => match[1])).toEqual([
        'translator-en',
        'translator-es',
        'translator-fr',
      ]);
      // Without JavaScript: the first video, with sound and controls.
      expect(translator).toMatch(
        /<div class="hero-frame translator-frame" data-language-videos><video src="\/site\/videos\/translator-en\.mp4"[^>]* controls playsinline/u,
      );
      expectIn(translator, '<button type="button" class="mute-toggle" hidden><span class="mute-label" lang="zh-CN">静音</span>');
      const script = /<script>([\s\S]*?)<\/script>/u.exec(translator)?.[1] ?? '';
      expect(script).toContain('"whenSoundOn":"静音","whenMuted":"取消静音"');
      expect(translator.match(/<script>/gu)).toHaveLength(1);

      expect((await get(pagePath(language, 'custom-avatar'))).body).toContain('<section class="feature-hero hero-full-width"><div class="wrap">');

      const link = (await get(pagePath(language, 'url-to-video'))).body;
      expectIn(link, '<div class="wrap hero-videos effect-two-video">');
      expect([...link.matchAll(/<li><figure><video src="\/site\/videos\/([a-z-]+)\.mp4"/gu)].map((match) => match[1])).toEqual([
        'podcast-duo',
        'talking-avatar-presenter',
      ]);

      const library = (await get(pagePath(language, 'avatar-library'))).body;
      expectIn(library, '<div class="wrap hero-videos effect-scale">');
      expect(library.match(/<li><figure><video [^>]*width="720" height="1280"/gu)).toHaveLength(3);

      for (const slug of ['talking-photo', 'talking-avatar', 'ai-voice-cloning', 'ai-human-generator']) {
        const html = (await get(pagePath(language, slug))).body;
        expectIn(html, '<section class="feature-hero"><div class="wrap">', slug);
        expectNotIn(html, 'class="mute-toggle"', slug);
      }
    }
  });

  it('leaves out, in the banner and the demo, a translation this server cannot make', async () => {
    const reason = 'No translation from English (en) to French (fr) on this server';
    const withoutFrench = await buildFeatureTestApp({ unmadeVideos: () => Promise.resolve(new Map([['translator-fr', reason]])) });
    const brokenLibrary = await buildFeatureTestApp({ unmadeVideos: () => Promise.reject(new Error('content/site/videos is not valid')) });
    try {
      const videoNamesIn = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
      const languageOptions = /<a class="language-option" href="\/site\/videos\/([a-z-]+)\.mp4"/gu;
      const demoVideos = /<li class="demo-item" [^>]*><figure><video src="\/site\/videos\/([a-z-]+)\.mp4"/gu;
      for (const language of languages) {
        const banner = (await withoutFrench.inject({ method: 'GET', url: pagePath(language, 'video-translator') })).body;
        expect(videoNamesIn(banner, languageOptions)).toEqual(['translator-en', 'translator-es']);
        expectNotIn(banner, '/site/videos/translator-fr.');
        const demo = (await withoutFrench.inject({ method: 'GET', url: pagePath(language, 'text-to-video') })).body;
        expect(videoNamesIn(demo, demoVideos)).toEqual(['talking-avatar-presenter', 'translator-en', 'translator-es']);
        // The demo's filter tabs come from the videos shown: no French tab without the French video.
        expectNotIn(demo, language === 'en' ? 'data-filter="French"' : 'data-filter="法语"');
        // A library that cannot tell shows every video (each says what is wrong on its own address).
        const whole = (await brokenLibrary.inject({ method: 'GET', url: pagePath(language, 'video-translator') })).body;
        expect(videoNamesIn(whole, languageOptions)).toEqual(['translator-en', 'translator-es', 'translator-fr']);
      }
    } finally {
      await withoutFrench.close();
      await brokenLibrary.close();
    }
  });

  it('answers 404 HTML for a slug without a page, and redirects the address without its slash', async () => {
    for (const url of ['/features/photo-to-avatar/', '/features/no-such-page/', '/zh-cn/features/nope/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect((await get('/features/nope/')).body).toContain('<a href="/features/video-translator/">Video Translator</a>');
    const redirect = await get('/features/talking-photo');
    expect([redirect.statusCode, redirect.headers.location]).toEqual([301, '/features/talking-photo/']);
    expect((await get('/site/media/stock.png')).statusCode).toBe(404);
    const image = await get('/site/media/podcast-page.png');
    expect([image.statusCode, image.headers['content-type'], image.rawPayload.subarray(1, 4).toString()]).toEqual([200, 'image/png', 'PNG']);
  });

  it('crawls from every feature page: every internal link answers 200, videos are site videos, and the sitemap lists the feature pages', async () => {
    const queue = featureSlugs.flatMap((slug) => languages.map((language) => pagePath(language, slug)));
    const seen = new Set(queue);
    const appLinks = new Set<string>();
    const videoNames = new Set<string>();
    while (queue.length > 0) {
      const url = queue.shift()!;
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      if (!/^\/(?:zh-cn\/)?features\//u.test(url)) continue;
      for (const link of linksIn(response.body)) {
        if (!link.startsWith('/')) continue;
        const video = /^\/site\/videos\/([a-z0-9-]+)\.(?:mp4|jpg)$/u.exec(link);
        if (video) {
          videoNames.add(video[1]!);
          continue;
        }
        if (appPaths.has(new URL(link, featureTestOrigin).pathname)) {
          appLinks.add(new URL(link, featureTestOrigin).pathname);
          continue;
        }
        if (!seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
    }
    expect([...seen].filter((link) => link.includes('/site/media/')).length).toBeGreaterThan(10);
    expect([...seen].some((link) => link.startsWith('/zh-cn/blog/'))).toBe(true);
    expect([...appLinks].sort()).toEqual([...appPaths].sort());
    // Served by the site video routes (not part of this app); each is a workspace in content/site/videos.
    for (const name of [
      'talking-avatar-presenter',
      'podcast-duo',
      'translator-en',
      'translator-es',
      'translator-fr',
      'avatar-clip-1',
      'avatar-clip-2',
      'avatar-clip-3',
    ])
      expect(videoNames, name).toContain(name);
    for (const name of videoNames) expect(existsSync(path.join(defaultFeaturePageSource.videosDirectory, `${name}.json`)), name).toBe(true);
    const sitemap = (await get('/sitemap.xml')).body;
    for (const slug of featureSlugs) {
      expectIn(sitemap, `<url><loc>${featureTestOrigin}/features/${slug}/</loc>`);
      expectIn(sitemap, `<url><loc>${featureTestOrigin}/zh-cn/features/${slug}/</loc>`);
    }
    expectNotIn(sitemap, '/features/photo-to-avatar/');
    expectIn(sitemap, `<loc>${featureTestOrigin}/blog/</loc>`);
  });
});
