import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireCorpus } from '@talkreel/platform/testing/corpus';
import { defaultFeaturePageSource } from '../features/feature-page-source.ts';
import { FeatureBlockSchema, type FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { readFeaturePages, type FeaturePages } from '../features/load-feature-pages.ts';
import { buildFeaturePageScript } from './feature-page-script.ts';
import { renderHowToBlock } from './render-how-to-block.ts';
import { renderFeaturePage } from './render-feature-page.ts';

const chromiumPath = '/usr/bin/chromium';

describe('buildFeaturePageScript', () => {
  it('includes each part only when the page has a block that needs it', () => {
    const faqOnly = buildFeaturePageScript([{ kind: 'faq-list' }]);
    expect(faqOnly).toContain("classList.add('fade-ready')");
    expect(faqOnly).not.toContain('data-carousel');
    expect(faqOnly).not.toContain('data-video-tabs');
    expect(buildFeaturePageScript([])).toBe('');
    expect(buildFeaturePageScript([{ kind: 'explore-more-feature-list', type: 'style_2' }])).not.toContain('data-carousel');
    expect(buildFeaturePageScript([{ kind: 'swiper-with-list', videoList: [] }])).not.toContain('data-carousel');
    const howTo = buildFeaturePageScript([{ kind: 'how-to' }]);
    expect(howTo).toContain('function nextHowToStep(');
    expect(howTo).not.toContain('function nextTreeNode(');
    const all = buildFeaturePageScript([{ kind: 'testimonial' }, { kind: 'use-case' }, { kind: 'how-to' }, { kind: 'demo-section' }]);
    for (const name of ['lastCardIndex', 'moveCardIndex', 'moveBoundedIndex', 'nextHowToStep', 'nextTreeNode']) expect(all).toContain(`function ${name}(`);
    expect(() => new Function(all)).not.toThrow();
    // 'A few KB, no libraries.'
    expect(all.length).toBeLessThan(8000);
  });
});

/** The scripts in Debian's Chromium, on the repository's pages (videos do not load: their ends are dispatched). */
describe.skipIf(!requireCorpus('feature page script test', chromiumPath, "install Debian's chromium"))('the feature page script in Chromium', () => {
  let browser: Browser;
  let pages: FeaturePages;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    pages = await readFeaturePages(defaultFeaturePageSource);
  }, 30_000);
  afterAll(async () => browser?.close());

  // Reduced motion by default: a band fading up moves its buttons under the pointer between Playwright's aim and its click.
  const open = async (html: string, { widthPx = 1280, isScriptOn = true, isReducedMotion = true } = {}): Promise<Page> => {
    const context = await browser.newContext({
      viewport: { width: widthPx, height: 800 },
      javaScriptEnabled: isScriptOn,
      reducedMotion: isReducedMotion ? 'reduce' : 'no-preference',
    });
    const page = await context.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'domcontentloaded' });
    return page;
  };
  const pageHtml = (slug: 'talking-photo' | 'text-to-video', language: 'en' | 'zh-cn' = 'en') =>
    renderFeaturePage(pages, slug, language, 'https://talkreel.test')!;
  const disabledStates = (page: Page, selector: string) =>
    page.$$eval(`${selector} [data-step]`, (buttons) =>
      buttons.map((button) => `${(button as HTMLButtonElement).disabled}/${button.getAttribute('aria-disabled')}`),
    );

  it('leaves every band visible without JavaScript and with reduced motion', async () => {
    for (const options of [{ isScriptOn: false, isReducedMotion: false }, { isReducedMotion: true }]) {
      const page = await open(pageHtml('talking-photo'), options);
      expect(await page.$eval('html', (root) => root.classList.contains('fade-ready'))).toBe(false);
      const opacities = await page.$$eval('main>.band>.wrap', (wraps) => wraps.map((wrap) => getComputedStyle(wrap).opacity));
      expect(new Set(opacities)).toEqual(new Set(['1']));
      await page.context().close();
    }
  });

  it('prints every band visible, though the fade has hidden those not yet scrolled to', async () => {
    const page = await open(pageHtml('talking-photo'), { isReducedMotion: false });
    const readOpacities = () => page.$$eval('main>.band>.wrap', (wraps) => wraps.map((wrap) => getComputedStyle(wrap).opacity));
    expect(await page.$eval('html', (root) => root.classList.contains('fade-ready'))).toBe(true);
    // On screen, the bands below the first viewport wait hidden for the fade.
    expect((await readOpacities()).filter((opacity) => opacity === '0').length).toBeGreaterThan(4);
    await page.emulateMedia({ media: 'print' });
    expect(new Set(await readOpacities())).toEqual(new Set(['1']));
    expect(new Set(await page.$$eval('main>.band>.wrap', (wraps) => wraps.map((wrap) => getComputedStyle(wrap).transform)))).toEqual(new Set(['none']));
    await page.context().close();
  });

  it('fades a band up (800 ms after 200 ms) each time it scrolls into view', async () => {
    const page = await open(pageHtml('talking-photo'), { isReducedMotion: false });
    const faq = 'main>.band.block-faq-list';
    await page.$eval(faq, (band) => band.scrollIntoView());
    await page.waitForFunction((selector) => document.querySelector(selector)!.classList.contains('in-view'), faq);
    expect(
      await page.$eval(`${faq}>.wrap`, (wrap) => [
        getComputedStyle(wrap).animationName,
        getComputedStyle(wrap).animationDuration,
        getComputedStyle(wrap).animationDelay,
      ]),
    ).toEqual(['fade-up', '0.8s', '0.2s']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction((selector) => !document.querySelector(selector)!.classList.contains('in-view'), faq);
    await page.$eval(faq, (band) => band.scrollIntoView());
    await page.waitForFunction((selector) => document.querySelector(selector)!.classList.contains('in-view'), faq);
    await page.context().close();
  });

  it('moves the testimonials by one, bounded at the first and last review, with the ends disabled', async () => {
    const page = await open(pageHtml('talking-photo'));
    const reviews = '.reviews';
    expect(await disabledStates(page, reviews)).toEqual(['true/true', 'false/false']);
    for (let click = 0; click < 7; click += 1) await page.click(`${reviews} [data-step="1"]`);
    expect(await disabledStates(page, reviews)).toEqual(['false/false', 'true/true']);
    expect(await page.textContent(`${reviews} [data-position]`)).toBe('8 of 8');
    // Stacked on a desktop: the current review in front, the earlier ones gone.
    expect(await page.$eval(`${reviews} [data-offset="0"]`, (review) => getComputedStyle(review).visibility)).toBe('visible');
    expect(await page.$eval(`${reviews} [data-offset="-1"]`, (review) => getComputedStyle(review).visibility)).toBe('hidden');
    await page.click(`${reviews} [data-step="-1"]`);
    expect(await page.textContent(`${reviews} [data-position]`)).toBe('7 of 8');
    await page.context().close();
  });

  for (const [widthPx, clicksToEnd] of [
    [1280, 2],
    [390, 3],
  ] as const) {
    it(`ends the four-card carousel at index ${clicksToEnd} at ${widthPx} px (length − ${4 - clicksToEnd})`, async () => {
      const page = await open(pageHtml('text-to-video'), { widthPx });
      const carousel = '[data-carousel="cards"]';
      for (let click = 0; click < clicksToEnd; click += 1) {
        expect(await disabledStates(page, carousel)).toEqual([click === 0 ? 'true/true' : 'false/false', 'false/false']);
        await page.click(`${carousel} [data-step="1"]`);
      }
      expect(await disabledStates(page, carousel)).toEqual(['false/false', 'true/true']);
      expect(await page.textContent(`${carousel} [data-position]`)).toBe(`${clicksToEnd + 1} of 4`);
      await page.context().close();
    });
  }

  it('selects the next home-tree node when its video ends, cycling, and a clicked node shows its video', async () => {
    const page = await open(pageHtml('talking-photo'));
    const selected = () => page.$$eval('[data-video-tabs="tree"] [role=tab]', (tabs) => tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'));
    const endVideo = (index: number) =>
      page.$$eval('[data-video-tabs="tree"] [role=tabpanel] video', (videos, at) => videos[at]!.dispatchEvent(new Event('ended')), index);
    expect(await selected()).toBe(0);
    await endVideo(0);
    expect(await selected()).toBe(1);
    await page.click('[data-video-tabs="tree"] [role=tab] >> nth=3');
    expect(await selected()).toBe(3);
    expect(await page.$$eval('[data-video-tabs="tree"] [role=tabpanel]', (panels) => panels.map((panel) => (panel as HTMLElement).hidden))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    await endVideo(3);
    expect(await selected()).toBe(0);
    await page.context().close();
  });

  it('advances the how-to modulo 3 when a step video ends', async () => {
    const step = (title: string) => ({ title, desc: `${title}.`, video: { name: 'clip', alt: title } });
    const block = FeatureBlockSchema.parse({
      kind: 'how-to',
      title: 'How',
      steps: [step('One'), step('Two'), step('Three'), step('Four')],
    }) as FeatureBlockOf<'how-to'>;
    const html = `<main>${renderHowToBlock(block, 'en', { media: new Map(), videos: new Map() }, 'b1')}</main><script>${buildFeaturePageScript([block])}</script>`;
    const page = await open(html);
    const selected = () => page.$$eval('[role=tab]', (tabs) => tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'));
    const endSelected = () => page.$eval('[role=tabpanel]:not([hidden]) video', (video) => video.dispatchEvent(new Event('ended')));
    const seen: number[] = [];
    for (let end = 0; end < 4; end += 1) {
      await endSelected();
      seen.push(await selected());
    }
    expect(seen).toEqual([1, 2, 0, 1]);
    await page.click('[role=tab] >> nth=3');
    await endSelected();
    expect(await selected()).toBe(0);
    await page.context().close();
  });

  it('shows the demo filters with the first selected, and filters the videos by extraInfo', async () => {
    const page = await open(pageHtml('text-to-video'));
    const visible = () =>
      page.$$eval('.demo-item', (items) => items.filter((item) => !(item as HTMLElement).hidden).map((item) => item.getAttribute('data-filter')));
    expect(await page.$eval('.demo-tabs', (tabs) => (tabs as HTMLElement).hidden)).toBe(false);
    expect(await page.textContent('.demo-tabs [aria-selected=true]')).toBe('English');
    expect(await visible()).toEqual(['English', 'English']);
    await page.click('.demo-tabs [data-filter="Spanish"]');
    expect(await visible()).toEqual(['Spanish']);
    await page.context().close();
  });
});
