import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { untrimmedBlogStyles, untrimmedFeatureStyles, untrimmedHeroStyles } from '@talkreel/site/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import { ARTIFACTS_DIR, REPO_ROOT, startTestServer, type TestServer } from './support/test-server.ts';

const UI_TIMEOUT_MS = 30_000;
const ARTICLES_PER_PAGE = 12;
const FEATURE_PATH = '/features/talking-photo/';

/** The two layouts the site is drawn for: the header's nav and the grid's columns change below 860 and 520 px. */
const viewports = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } },
] as const;

interface FeaturePageContent {
  hero: { headline: string; subTitle: string };
  blocks: { kind: string; steps?: { title: string; desc: string }[] }[];
}

const readFeatureContent = async (): Promise<FeaturePageContent> =>
  JSON.parse(await readFile(path.join(REPO_ROOT, 'content/site/pages/talking-photo.en.json'), 'utf8')) as FeaturePageContent;

/** The article titles a listing page shows, in order. */
const readCardTitles = (page: Page) => page.locator('.grid .card h2').allInnerTexts();

/** Whether an image has finished loading with real pixels (not a broken image). */
const hasLoadedPixels = (page: Page, selector: string) =>
  page.locator(selector).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

/**
 * The README's pictures of the blog (copied to docs/screenshots): as a
 * returning reader sees it. A first visit paints in the system font and
 * caches Inter once loaded; a reload then uses it.
 */
async function saveScreenshot(page: Page, file: string): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('talkreel-inter') === '1', undefined, { timeout: UI_TIMEOUT_MS });
  await page.reload();
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  expect(await page.evaluate(() => document.fonts.check('700 40px Inter'))).toBe(true);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, file) });
}

const shouldSkip = shouldSkipBrowserTests('the public site browser test');

describe.skipIf(shouldSkip)('public site pages in Chromium against the real server', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let baseUrl: string;
  const contexts = new Map<string, BrowserContext>();

  beforeAll(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
    ({ baseUrl } = server);
    // The site's own motion (testimonials, hero videos) is under test here.
    browser = await launchChromium([], { withMotion: true });
    for (const { name, options } of viewports) contexts.set(name, await browser.newContext({ ...options, baseURL: baseUrl }));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const openPage = async (viewportName: string, pagePath: string): Promise<Page> => {
    const page = await contexts.get(viewportName)!.newPage();
    const response = await page.goto(pagePath);
    expect(response?.status(), pagePath).toBe(200);
    return page;
  };

  for (const { name } of viewports) {
    it(`${name}: the blog list leads to an article, and the article to its author's list`, async () => {
      const page = await openPage(name, '/blog/');
      expect(await page.locator('h1').innerText()).toBe('Talkreel Blog');
      const titles = await readCardTitles(page);
      expect(titles).toHaveLength(ARTICLES_PER_PAGE);
      await saveScreenshot(page, `site-blog-${name}.png`);

      // The second card: an article with both a previous and a next one.
      const title = titles[1]!;
      await page.locator('.grid .card h2 a').nth(1).click();
      await page.waitForURL(/\/blog\/[a-z0-9-]+\/$/u, { timeout: UI_TIMEOUT_MS });
      expect(await page.locator('article h1').innerText()).toBe(title);
      const cover = page.locator('figure.cover img');
      expect(await cover.getAttribute('alt')).toBe(title);
      await page.waitForFunction(() => document.querySelector<HTMLImageElement>('figure.cover img')?.complete === true);
      expect(await hasLoadedPixels(page, 'figure.cover img')).toBe(true);
      // The phone takes an AVIF or WebP copy sized for its screen, the desktop one for the 680 px column.
      const coverSource = await cover.evaluate((image: HTMLImageElement) => image.currentSrc);
      expect(coverSource).toMatch(/\?w=\d+$/u);
      const meta = await page.locator('.column > article > .meta').innerText();
      expect(meta).toMatch(/\d+ min read/u);
      const authorLink = page.locator('.column > article > .meta a[rel="author"]');
      const authorName = await authorLink.innerText();
      expect(authorName).toMatch(/^Talkreel /u);
      expect(await page.locator('.prev-next a[rel="prev"]').innerText()).toContain(titles[0]!);
      expect(await page.locator('.prev-next a[rel="next"]').innerText()).toContain(titles[2]!);

      await authorLink.click();
      await page.waitForURL(/\/blog\/author\/[a-z0-9-]+\/$/u, { timeout: UI_TIMEOUT_MS });
      expect(await page.locator('h1').innerText()).toContain(authorName);
      const authorTitles = await readCardTitles(page);
      expect(authorTitles).toContain(title);
      await page.close();
    });

    it(`${name}: the second page of the list holds the articles after the first twelve`, async () => {
      const first = await openPage(name, '/blog/');
      const firstTitles = await readCardTitles(first);
      const pageCountText = await first.locator('.pager > span', { hasText: /\S/u }).innerText();
      await first.locator('.pager a[rel="next"]').click();
      await first.waitForURL(/\/blog\/\?page=2$/u, { timeout: UI_TIMEOUT_MS });
      const secondTitles = await readCardTitles(first);
      expect(pageCountText).toBe('Page 1 of 2');
      expect(secondTitles.length).toBeGreaterThan(0);
      expect(secondTitles.length).toBeLessThanOrEqual(ARTICLES_PER_PAGE);
      expect(secondTitles.filter((title) => firstTitles.includes(title))).toEqual([]);
      expect(await first.locator('.pager a[rel="prev"]').getAttribute('href')).toBe('/blog/');
      await first.close();
    });

    it(`${name}: the Chinese blog lists and opens its articles in Chinese`, async () => {
      const page = await openPage(name, '/zh-cn/blog/');
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
      expect(await page.locator('h1').innerText()).toBe('Talkreel 博客');
      const titles = await readCardTitles(page);
      expect(titles).toHaveLength(ARTICLES_PER_PAGE);
      expect(titles.every((title) => /[\u4e00-\u9fff]/u.test(title))).toBe(true);
      await page.locator('.grid .card h2 a').first().click();
      await page.waitForURL(/\/zh-cn\/blog\/[a-z0-9-]+\/$/u, { timeout: UI_TIMEOUT_MS });
      expect(await page.locator('article h1').innerText()).toBe(titles[0]);
      expect(await page.locator('.column > article > .meta').innerText()).toMatch(/阅读约 \d+ 分钟/u);
      expect(await page.locator('.prev-next a[rel="next"]').innerText()).toContain('下一篇');
      // The language switch leads to the same article in English.
      expect(await page.locator('.site-header a.lang').getAttribute('href')).toBe(new URL(page.url()).pathname.replace(/^\/zh-cn/u, ''));
      await page.close();
    });

    it(`${name}: the how-to steps switch their panel on a click and with the arrow keys`, async () => {
      const content = await readFeatureContent();
      const steps = content.blocks.find((block) => block.kind === 'how-to')?.steps ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(3);
      const page = await openPage(name, FEATURE_PATH);
      const tabs = page.locator('.how-to [role="tab"]');
      expect(await tabs.count()).toBe(steps.length);
      expect(await tabs.first().innerText()).toContain(steps[0]!.title);
      const panelOf = async (index: number) => page.locator(`#${await tabs.nth(index).getAttribute('aria-controls')}`);
      const expectSelected = async (index: number) => {
        for (let other = 0; other < steps.length; other += 1) {
          expect(await tabs.nth(other).getAttribute('aria-selected'), `tab ${other}`).toBe(String(other === index));
          expect(await (await panelOf(other)).isVisible(), `panel ${other}`).toBe(other === index);
        }
      };
      await expectSelected(0);

      await tabs.nth(1).scrollIntoViewIfNeeded();
      await tabs.nth(1).click();
      await expectSelected(1);
      await page.keyboard.press('ArrowRight');
      await expectSelected(2);
      expect(await tabs.nth(2).evaluate((tab) => tab === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expectSelected(0);
      await page.close();
    });

    it(`${name}: the testimonials move one at a time, bounded at the first and the last`, async () => {
      const page = await openPage(name, FEATURE_PATH);
      const reviews = page.locator('.block-testimonial');
      const previous = reviews.getByRole('button', { name: 'Previous' });
      const next = reviews.getByRole('button', { name: 'Next' });
      const count = await reviews.locator('.review').count();
      expect(count).toBe(8);
      await next.scrollIntoViewIfNeeded();
      expect([await previous.isDisabled(), await next.isDisabled()]).toEqual([true, false]);
      for (let index = 2; index <= count; index += 1) {
        await next.click();
        await reviews.getByText(`${index} of ${count}`, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
      }
      expect([await previous.isDisabled(), await next.isDisabled()]).toEqual([false, true]);
      expect(await next.getAttribute('aria-disabled')).toBe('true');
      await previous.click();
      await reviews.getByText(`${count - 1} of ${count}`, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await next.isDisabled()).toBe(false);
      // Every review gives 5 of 5 stars (on a desktop the stacked cards behind the front one are hidden from the accessibility tree).
      expect(await reviews.locator('.stars[aria-label="Rated 5 out of 5"]').count()).toBe(count);
      expect(await reviews.locator('.review').first().locator('.star.is-on').count()).toBe(5);
      await page.close();
    });

    it(`${name}: a card carousel ends at its length − ${name === 'desktop' ? 2 : 1}`, async () => {
      const page = await openPage(name, '/features/text-to-video/');
      const carousel = page.locator('[data-carousel="cards"]').first();
      const next = carousel.getByRole('button', { name: 'Next' });
      const previous = carousel.getByRole('button', { name: 'Previous' });
      const cardCount = await carousel.locator('[data-track] > *').count();
      expect(cardCount).toBeGreaterThanOrEqual(4);
      await next.scrollIntoViewIfNeeded();
      expect(await previous.isDisabled()).toBe(true);
      let moves = 0;
      while (!(await next.isDisabled()) && moves < cardCount) {
        await next.click();
        moves += 1;
      }
      expect(moves).toBe(cardCount - (name === 'desktop' ? 2 : 1));
      expect(await previous.isDisabled()).toBe(false);
      await page.close();
    });

    it(`${name}: the translator hero plays a picked language with sound, and its toggle reads 静音 / 取消静音`, async () => {
      const page = await openPage(name, '/features/video-translator/');
      const hero = page.locator('[data-language-videos]');
      const video = hero.locator('video');
      const toggle = hero.locator('.mute-toggle');
      await toggle.waitFor({ timeout: UI_TIMEOUT_MS });
      // Spanish is translated from the English clip by the embedded Apertium (apertium-eng-spa, installed by .ci/run); without it the page would leave Spanish out.
      await hero.getByRole('link', { name: 'Spanish' }).click();
      expect(await video.getAttribute('src')).toBe('/site/videos/translator-es.mp4');
      expect(await hero.getByRole('link', { name: 'Spanish' }).getAttribute('aria-current')).toBe('true');
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
      expect(await toggle.locator('.mute-label').innerText()).toBe('静音');
      await toggle.click();
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
      expect(await toggle.locator('.mute-label').innerText()).toBe('取消静音');
      await toggle.press('Enter');
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
      expect(await toggle.locator('.mute-label').innerText()).toBe('静音');
      await page.close();
    });
  }

  it('asks for a video poster below the first screen only when the video comes near', async () => {
    const page = await contexts.get('phone')!.newPage();
    const posterRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/site\/videos\/[a-z0-9-]+\.jpg$/u.test(request.url())) posterRequests.push(new URL(request.url()).pathname);
    });
    expect((await page.goto(FEATURE_PATH))?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(posterRequests).toEqual([]);
    const video = page.locator('.block-use-case video').first();
    expect(await video.getAttribute('poster')).toBeNull();
    await video.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('.block-use-case video')?.getAttribute('poster') !== null, undefined, { timeout: UI_TIMEOUT_MS });
    expect(posterRequests.length).toBeGreaterThan(0);
    await page.close();
  });

  it('every internal link on a feature page answers 200', async () => {
    const page = await openPage('desktop', FEATURE_PATH);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const internal = [...new Set(hrefs.filter((href) => href.startsWith(baseUrl)).map((href) => href.split('#')[0]!))];
    expect(internal.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const href of internal) {
      const response = await fetch(href);
      if (response.status !== 200) failures.push(`${response.status} ${href}`);
      await response.arrayBuffer();
    }
    expect(failures).toEqual([]);
    await page.close();
  });

  it('paints a first visit in the system font, fetches Inter only after the load, and uses it from the next page on', async () => {
    const context = await browser!.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/blog/fonts/inter-')) fontRequests.push(request.url());
    });
    await page.goto('/features/talking-photo/');
    await page.waitForFunction(() => localStorage.getItem('talkreel-inter') === '1', undefined, { timeout: UI_TIMEOUT_MS });
    // Inter is asked for only after the page's load: the hero image has the line to itself.
    const timings = await page.evaluate(() => ({
      loadMs: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      fontStartsMs: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/blog/fonts/inter-'))
        .map((entry) => entry.startTime),
    }));
    expect(timings.fontStartsMs).toHaveLength(3);
    for (const startMs of timings.fontStartsMs) expect(startMs).toBeGreaterThanOrEqual(timings.loadMs);
    expect(await page.evaluate(() => document.documentElement.classList.contains('inter'))).toBe(false);
    expect(await page.locator('h1').evaluate((heading) => getComputedStyle(heading).fontFamily)).toMatch(/^system-ui/u);
    expect(fontRequests.map((url) => new URL(url).pathname).sort()).toEqual([
      '/blog/fonts/inter-latin-400-normal.woff2',
      '/blog/fonts/inter-latin-600-normal.woff2',
      '/blog/fonts/inter-latin-700-normal.woff2',
    ]);
    // The next page: Inter before the first paint, from the cache.
    await page.goto('/blog/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('inter'))).toBe(true);
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    expect(await page.evaluate(() => document.fonts.check('700 40px Inter'))).toBe(true);
    expect(await page.locator('h1').evaluate((heading) => getComputedStyle(heading).fontFamily)).toMatch(/^Inter/u);
    await context.close();
  });

  it('styles every element of every page with its trimmed stylesheet as the whole stylesheet does', { timeout: 300_000 }, async () => {
    const featureSlugs = (await readdir(path.join(REPO_ROOT, 'content/site/pages')))
      .filter((file) => file.endsWith('.en.json'))
      .map((file) => file.slice(0, -8));
    // Every feature page in English, and one in Chinese: a page's Chinese twin has the same blocks and markup, so the
    // same rules are kept (its language's own rules are what the one Chinese page checks).
    const pagePaths = [
      ...featureSlugs.map((slug) => `/features/${slug}/`),
      `/zh-cn/features/${featureSlugs[0]}/`,
      '/blog/',
      '/blog/how-to-make-a-talking-photo/',
    ];
    expect(featureSlugs).toHaveLength(10);
    /** Where each element is and how it looks, once the page's scripts have run. */
    const describeElements = (page: Page) =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const properties = [
          'display',
          'position',
          'color',
          'background-color',
          'font-size',
          'font-weight',
          'line-height',
          'padding',
          'margin',
          'border',
          'border-radius',
          'box-shadow',
          'opacity',
          'transform',
          'grid-template-columns',
          'gap',
          'text-align',
          'visibility',
          'overflow',
        ];
        return [...document.body.querySelectorAll('*')].map((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return `${element.tagName}.${element.className} ${Math.round(box.x)},${Math.round(box.y)},${Math.round(box.width)}x${Math.round(box.height)} ${properties.map((name) => style.getPropertyValue(name)).join('|')}`;
        });
      });
    // The blog's pages never carried the feature pages' CSS.
    const wholeStylesOf = (pagePath: string) =>
      pagePath.includes('/features/') ? `${untrimmedBlogStyles}${untrimmedFeatureStyles}${untrimmedHeroStyles}` : untrimmedBlogStyles;
    for (const { name, options } of viewports) {
      const context = await browser!.newContext({ ...options, baseURL: baseUrl, reducedMotion: 'reduce' });
      // Pages in the system font: the flag that Inter is cached would switch pages to Inter, and Noto Sans SC
      // (`font-display: optional`, on a machine without a Chinese font) is used or skipped by how fast it comes, so no
      // font file is served here.
      await context.addInitScript(() => localStorage.clear());
      await context.route('**/blog/fonts/**', (route) => route.abort());
      for (const pagePath of pagePaths) {
        const page = await context.newPage();
        await page.goto(pagePath, { waitUntil: 'load' });
        const trimmed = await describeElements(page);
        const styles = await page.evaluate(() => document.head.querySelector('style')?.textContent ?? '');
        const wholeStyles = wholeStylesOf(pagePath);
        const fontFaces = styles.match(/@font-face\{[^}]*\}/gu) ?? [];
        // A feature page keeps under 80 % of the rules; the blog's (its own stylesheet) may keep them all.
        const keptRules = fontFaces.reduce((rest, face) => rest.replace(face, ''), styles);
        expect(keptRules.length, pagePath).toBeLessThanOrEqual(wholeStyles.length * (pagePath.includes('/features/') ? 0.8 : 1));
        // The same page, its scripts run and its pictures loaded, styled by the whole stylesheet instead.
        await page.evaluate(
          (css) => {
            document.head.querySelector('style')!.textContent = css;
          },
          `${fontFaces.join('')}${wholeStyles}`,
        );
        const whole = await describeElements(page);
        expect(trimmed.length, `${name} ${pagePath}`).toBe(whole.length);
        const differences = trimmed.flatMap((line, index) => (line === whole[index] ? [] : [`${line} (whole: ${whole[index]})`]));
        expect(differences.slice(0, 3), `${name} ${pagePath}: elements styled differently`).toEqual([]);
        await page.close();
      }
      await context.close();
    }
  });

  it('without JavaScript a feature page still shows its headline and its text', async () => {
    const content = await readFeatureContent();
    const context = await browser!.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: baseUrl });
    const page = await context.newPage();
    expect((await page.goto(FEATURE_PATH))?.status()).toBe(200);
    const headline = page.locator('h1');
    expect(await headline.innerText()).toBe(content.hero.headline);
    expect(await headline.isVisible()).toBe(true);
    expect(await page.getByText(content.hero.subTitle, { exact: true }).isVisible()).toBe(true);
    const steps = content.blocks.find((block) => block.kind === 'how-to')?.steps ?? [];
    for (const step of steps) expect(await page.getByText(step.desc, { exact: true }).isVisible(), step.title).toBe(true);
    await context.close();
  });
});
