import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccountByApi } from './support/account-by-api.ts';
import { getApi, openLoginFromTopBar, readEnvelope, settleAnimations, signInWithDialog, UI_TIMEOUT_MS, waitForApi } from './support/auth-flows.ts';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import { ARTIFACTS_DIR, startTestServer, type TestServer } from './support/test-server.ts';

const EMAIL = `avatars-${Date.now()}@example.com`;
const PASSWORD = 'avatars-talk-1';
const RENDER_TIMEOUT_MS = 240_000;
const shouldSkip = shouldSkipBrowserTests('the avatars browser test');

interface Person {
  id: string;
  theme: string;
  aspect_ratio: number;
}

describe.skipIf(shouldSkip)('avatars in Chromium against the real server', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let baseUrl: string;
  let library: Person[] = [];
  const screenshot = (name: string) => page.screenshot({ path: path.join(ARTIFACTS_DIR, `avatars-${name}.png`) });
  const cards = () => page.getByTestId('gallery-avatar');
  const countWhen = async (expected: number) => {
    await page.waitForFunction((count) => document.querySelectorAll('[data-testid="gallery-avatar"]').length === count, expected, { timeout: 60_000 });
    return cards().count();
  };

  beforeAll(async () => {
    server = await startTestServer();
    baseUrl = server.baseUrl;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 960 } });
    await registerAccountByApi(baseUrl, EMAIL, PASSWORD);
    library = (await getApi<{ digital_persons: Person[] }>(baseUrl, '/avatar_library/public?page_size=1000')).data.digital_persons;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the gallery in rows (3 of 8 portraits, 4 of 5 landscapes), adds a row on See More and starts over on a filter change', async () => {
    await page.goto(`${baseUrl}/avatars`);
    await page.getByRole('heading', { level: 1, name: 'AI Avatars' }).waitFor({ timeout: 60_000 });
    const portraits = library.filter((person) => person.aspect_ratio === 0);
    expect(await countWhen(Math.min(24, portraits.length))).toBe(Math.min(24, portraits.length));
    await page.getByTestId('gallery-see-more').click();
    expect(await countWhen(Math.min(32, portraits.length))).toBe(Math.min(32, portraits.length));
    await settleAnimations(page);
    await screenshot('gallery');

    await page.getByTestId('gallery-theme').click();
    await page.getByRole('option', { name: 'News' }).click();
    const news = portraits.filter((person) => person.theme === 'news');
    expect(await countWhen(Math.min(24, news.length))).toBe(Math.min(24, news.length));
    await page.getByText('16:9', { exact: true }).click();
    const landscapeNews = library.filter((person) => person.aspect_ratio === 1 && person.theme === 'news');
    if (landscapeNews.length === 0) await page.getByTestId('gallery-empty').waitFor({ timeout: UI_TIMEOUT_MS });
    else expect(await countWhen(Math.min(20, landscapeNews.length))).toBe(Math.min(20, landscapeNews.length));
    await page.getByTestId('gallery-theme').click();
    await page.getByRole('option', { name: 'All' }).click();
    const landscapes = library.filter((person) => person.aspect_ratio === 1);
    expect(await countWhen(Math.min(20, landscapes.length))).toBe(Math.min(20, landscapes.length));
  });

  it('goes from the home tool to /long-video-from-text and makes a talking-avatar video that plays', { timeout: RENDER_TIMEOUT_MS + 120_000 }, async () => {
    await page.goto(`${baseUrl}/`);
    await openLoginFromTopBar(page);
    await signInWithDialog(page, EMAIL, PASSWORD);
    const avatars = page.getByTestId('home-avatar');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="home-avatar"]').length === 5, undefined, { timeout: UI_TIMEOUT_MS });
    expect(await avatars.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-avatar-id')))).toEqual([
      '798',
      '1021',
      '1079',
      '1046',
      '713',
    ]);
    expect(await avatars.first().getAttribute('aria-pressed')).toBe('true');
    await avatars.nth(1).click();
    expect(await avatars.nth(1).getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('home-randomize').click();
    const script = await page.getByTestId('home-script').inputValue();
    expect(script.length).toBeGreaterThan(20);
    await settleAnimations(page);
    await screenshot('home-tool');
    await page.getByTestId('home-create-video').click();
    await page.waitForURL(
      (url) => url.pathname === '/long-video-from-text' && url.searchParams.get('id') === '1021' && url.searchParams.get('action_from') === 'home',
      {
        timeout: UI_TIMEOUT_MS,
      },
    );
    expect(await page.getByTestId('long-video-script').inputValue()).toBe(script);
    await page.locator('[data-testid="voice-selector"]:not([data-voice-id=""])').waitFor({ timeout: UI_TIMEOUT_MS });
    // A short script keeps the render quick.
    await page.getByTestId('long-video-script').fill('Hello! I am a talking avatar. Thanks for watching.');
    const createAnswer = waitForApi(page, 'POST', '/project/talking_avatar');
    await page.getByTestId('long-video-create').click();
    await page.getByTestId('credits-confirm-dialog').getByRole('button', { name: 'Submit' }).click();
    expect((await readEnvelope(await createAnswer)).code).toBe(0);
    await page.getByTestId('talking-photo-stage').waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByTestId('talking-photo-video').waitFor({ timeout: RENDER_TIMEOUT_MS });
    await page.waitForFunction(
      () => {
        const element = document.querySelector('[data-testid="talking-photo-video"]') as HTMLVideoElement | null;
        return element !== null && element.readyState >= 2 && element.duration > 1 && element.currentTime > 0;
      },
      undefined,
      { timeout: UI_TIMEOUT_MS },
    );
    await settleAnimations(page);
    await screenshot('long-video');
  });

  it('runs the look wizard: Generate, skeletons, four looks, choose one, Create Avatar', { timeout: 180_000 }, async () => {
    await page.goto(`${baseUrl}/create-aigc-avatar`);
    await page.getByText('Set Your Avatar Information to Create Amazing Look').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('look-free-trials').textContent()).toBe('3 free');
    await page.getByText('Social', { exact: true }).click();
    await page.getByText('Male', { exact: true }).click();
    await page.getByTestId('look-detail-generator').click();
    await page.getByTestId('prompt-generator').getByText('Beard', { exact: true }).click();
    await page.getByTestId('prompt-generator').getByText('Red hoodie', { exact: true }).click();
    await page.getByTestId('prompt-use').click();
    expect(await page.getByTestId('look-detail').inputValue()).toBe('beard, red hoodie');
    await page.getByTestId('look-generate').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="look-thumbnail"]').length === 4, undefined, { timeout: 120_000 });
    await page.getByTestId('look-thumbnail').nth(2).click();
    await page.waitForURL((url) => url.searchParams.get('output_index') === '2', { timeout: UI_TIMEOUT_MS });
    await settleAnimations(page);
    await screenshot('wizard');
    const createAnswer = waitForApi(page, 'POST', '/aigc_avatar/create');
    await page.getByTestId('look-create-avatar').click();
    expect((await readEnvelope(await createAnswer)).code).toBe(0);
    await page.getByTestId('look-avatar-created').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('look-free-trials').textContent()).toBe('2 free');
  });
});
