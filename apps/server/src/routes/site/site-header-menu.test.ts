import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireCorpus } from '@talkreel/platform/testing/corpus';
import { buildFeatureTestApp } from './build-feature-test-app.ts';

const chromiumPath = '/usr/bin/chromium';
const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const narrowPhone: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** Presses Tab until `selector` has the focus (as a keyboard user reaches it), at most `maxPresses` times. */
async function tabTo(page: Page, selector: string, maxPresses = 12): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`${selector} never got the focus`);
}

const readBox = (page: Page, selector: string) => page.locator(selector).evaluate((element) => JSON.stringify(element.getBoundingClientRect()));

/** The header's menus in Debian's Chromium, against the site's routes listening on loopback. */
describe.skipIf(!requireCorpus('site header menu test', chromiumPath, "install Debian's chromium"))('the site header’s menus in Chromium', () => {
  let app: FastifyInstance;
  let browser: Browser;
  let baseUrl: string;
  beforeAll(async () => {
    app = await buildFeatureTestApp();
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const open = async (path: string, options: BrowserContextOptions): Promise<Page> => {
    const context = await browser.newContext({ ...options, baseURL: baseUrl, reducedMotion: 'reduce' });
    // Pictures and videos are not under test: the layout reserves their space.
    await context.route(/\/(?:site\/media|site\/videos|blog\/covers|blog\/fonts)\//u, (route) => route.abort());
    const page = await context.newPage();
    expect((await page.goto(path))?.status(), path).toBe(200);
    return page;
  };

  it('phone: the menu button opens by keyboard over the page, Escape closes it, and a feature link leads to its page', async () => {
    const page = await open('/blog/choosing-a-voice/', phone);
    expect(await page.locator('.nav').isVisible()).toBe(false);
    const button = page.locator('summary.menu-button');
    expect(await button.isVisible()).toBe(true);
    const buttonBox = await button.boundingBox();
    expect(Math.min(buttonBox!.width, buttonBox!.height)).toBeGreaterThanOrEqual(40);
    expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(390);
    const mainBefore = await readBox(page, 'main');

    await tabTo(page, 'summary.menu-button');
    await page.keyboard.press('Enter');
    const link = page.locator('.phone-menu a', { hasText: 'Video Translator' });
    expect(await link.isVisible()).toBe(true);
    expect(await page.locator('.phone-menu').evaluate((menu) => (menu as HTMLDetailsElement).open)).toBe(true);
    // Opens over the page: nothing under the header moves.
    expect(await readBox(page, 'main')).toBe(mainBefore);
    const panel = await page.locator('.phone-menu .menu-panel').boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);

    await page.keyboard.press('Escape');
    expect(await link.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.matches('summary.menu-button'))).toBe(true);

    await page.keyboard.press('Space');
    await tabTo(page, '.phone-menu a[href="/features/video-translator/"]');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/features/video-translator/');
    expect(await page.locator('h1').count()).toBe(1);
    // The new page's own link is marked current in its menu.
    await page.locator('summary.menu-button').click();
    expect(await page.locator('.phone-menu a[aria-current="page"]').innerText()).toBe('Video Translator');
    await page.context().close();
  });

  it('narrow phone (360 px): the header fits without overflow and the menu still holds the language switch', async () => {
    const page = await open('/zh-cn/blog/', narrowPhone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    const button = await page.locator('summary.menu-button').boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(360);
    await page.locator('summary.menu-button').click();
    expect(await page.locator('.phone-menu .menu-lang').getAttribute('href')).toBe('/blog/');
    expect(await page.locator('.phone-menu .menu-lang').isVisible()).toBe(true);
    await page.context().close();
  });

  it('desktop: the Features menu opens by keyboard, lists the ten pages, and closes on a click elsewhere', async () => {
    const page = await open('/features/talking-photo/', desktop);
    expect(await page.locator('.phone-menu').isVisible()).toBe(false);
    const mainBefore = await readBox(page, 'main');
    await tabTo(page, '.features-menu > summary');
    await page.keyboard.press('Enter');
    const links = page.locator('.features-menu .menu-panel a');
    expect(await links.count()).toBe(10);
    for (let index = 0; index < 10; index += 1) expect(await links.nth(index).isVisible(), `link ${index}`).toBe(true);
    expect(await page.locator('.features-menu a[aria-current="page"]').innerText()).toBe('Talking Photo');
    expect(await readBox(page, 'main')).toBe(mainBefore);
    // The header's empty middle: nothing there to follow.
    await page.mouse.click(700, 32);
    expect(await links.first().isVisible()).toBe(false);
    await page.locator('.features-menu > summary').click();
    await page.locator('.features-menu a', { hasText: 'AI Voice Cloning' }).click();
    await page.waitForURL('**/features/ai-voice-cloning/');
    await page.context().close();
  });
});
