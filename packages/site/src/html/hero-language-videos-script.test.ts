import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireCorpus } from '@talkreel/platform/testing/corpus';
import { FeaturePageContentSchema } from '../features/feature-page-schema.ts';
import type { FeaturePages } from '../features/load-feature-pages.ts';
import { heroScript, renderFeatureHero } from './render-feature-hero.ts';

const chromiumPath = '/usr/bin/chromium';
const pages: FeaturePages = {
  pages: new Map(),
  facts: { voices: 1, languages: 1, avatars: 1 },
  media: new Map(),
  videos: new Map(['en', 'es'].map((code) => [`translator-${code}`, { widthPx: 1280, heightPx: 720 }])),
};
const translator = FeaturePageContentSchema.parse({
  seo: { title: 'Title', description: 'A description long enough for the schema to accept it as one.' },
  hero: {
    headline: 'Say it again',
    badge: 'Video Translator',
    subTitle: 'Sub-title',
    button: { text: 'Go', link: '/long-video-from-text' },
    media: { kind: 'video', video: { name: 'translator-en', alt: 'English line' }, cover: { file: 'a.png', alt: 'Cover' } },
    languageVideos: [
      { extraInfo: 'English', extraIcon: 'EN', video: { name: 'translator-en', alt: 'English line' } },
      { extraInfo: 'Spanish', extraIcon: 'ES', video: { name: 'translator-es', alt: 'Spanish line' } },
    ],
  },
  blocks: [{ kind: 'title-component', title: 'Title' }],
});

/** The banner as a page serves it, without its video files: the script's work is the state of the elements, not the decoding. */
const bannerPage = (isScripted: boolean) =>
  `<!DOCTYPE html><html lang="en"><body>${renderFeatureHero(translator, 'video-translator', 'en', pages)}${isScripted ? `<script>${heroScript(translator, 'video-translator')}</script>` : ''}</body></html>`;

describe.skipIf(!requireCorpus('translator banner test', chromiumPath, "install Debian's chromium"))('the translator banner in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const state = () =>
    page.evaluate(() => {
      const video = document.querySelector('video')!;
      const toggle = document.querySelector<HTMLButtonElement>('.mute-toggle')!;
      return {
        source: video.getAttribute('src'),
        label: video.getAttribute('aria-label'),
        isMuted: video.muted,
        isToggleHidden: toggle.hidden,
        toggleText: toggle.textContent,
        current: [...document.querySelectorAll('[aria-current="true"]')].map((element) => element.textContent),
      };
    });

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    page = await browser.newPage();
    await page.route('**/*', (route) => route.fulfill({ status: 404, body: '' }));
  });
  afterAll(() => browser?.close());

  it('shows the first video with sound and controls, and keeps the toggle hidden, when no script runs', async () => {
    await page.setContent(bannerPage(false));
    expect(await state()).toEqual({
      source: '/site/videos/translator-en.mp4',
      label: 'English line',
      isMuted: false,
      isToggleHidden: true,
      toggleText: '静音 (mute)',
      current: ['ENEnglish'],
    });
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.controls)).toBe(true);
  });

  it('plays a picked language with sound, by click or keyboard, and labels the toggle 静音 / 取消静音 after the video', async () => {
    await page.setContent(bannerPage(true));
    expect(await state()).toMatchObject({ isToggleHidden: false, toggleText: '静音 (mute)', isMuted: false });

    await page.locator('.mute-toggle').click();
    expect(await state()).toMatchObject({ isMuted: true, toggleText: '取消静音 (unmute)' });

    await page.getByRole('link', { name: 'Spanish' }).click();
    expect(await state()).toEqual({
      source: '/site/videos/translator-es.mp4',
      label: 'Spanish line',
      isMuted: false,
      isToggleHidden: false,
      toggleText: '静音 (mute)',
      current: ['ESSpanish'],
    });
    expect(page.url()).toBe('about:blank');

    await page.getByRole('link', { name: 'English' }).focus();
    await page.keyboard.press('Enter');
    expect(await state()).toMatchObject({ source: '/site/videos/translator-en.mp4', current: ['ENEnglish'] });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('mute-toggle');
    await page.keyboard.press('Space');
    expect(await state()).toMatchObject({ isMuted: true, toggleText: '取消静音 (unmute)' });

    // Muting through the video itself (its own controls) relabels the toggle too.
    await page.locator('video').evaluate((video: HTMLVideoElement) => {
      video.muted = false;
    });
    await expect.poll(state).toMatchObject({ toggleText: '静音 (mute)' });
  });
});
