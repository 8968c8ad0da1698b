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
const FACE_PHOTO = path.resolve(import.meta.dirname, '../../../../shared/corpora/faces/positive/katherine_maher_800px.jpg');
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

  it(
    'sets a face reference from the Character dialog, an upload or a sample face, shows it in the popover, and generates with it',
    { timeout: 180_000 },
    async () => {
      await page.goto(`${baseUrl}/create-aigc-avatar`);
      await page.getByTestId('look-reference-add').click();
      const dialog = page.getByTestId('look-character-dialog');
      await dialog.getByTestId('look-character-card').first().waitFor({ timeout: UI_TIMEOUT_MS });
      // The avatar made in the wizard test, with its one look; Confirm waits for a choice, and a second click unchecks.
      expect(await dialog.getByTestId('look-character-card').count()).toBe(1);
      await dialog.getByText('1 Look', { exact: true }).waitFor();
      expect(await dialog.getByTestId('look-character-confirm').isDisabled()).toBe(true);
      await dialog.getByTestId('look-character-card').first().click();
      expect(await dialog.getByTestId('look-character-confirm').isDisabled()).toBe(false);
      await dialog.getByTestId('look-character-card').first().click();
      expect(await dialog.getByTestId('look-character-confirm').isDisabled()).toBe(true);
      await dialog.getByTestId('look-character-card').first().click();
      await settleAnimations(page);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'avatars-character-dialog.png') });
      await dialog.getByTestId('look-character-confirm').click();
      await page.getByTestId('look-reference').waitFor({ timeout: UI_TIMEOUT_MS });

      // The popover previews it; Delete clears it.
      await page.getByTestId('look-reference').click();
      await page.getByTestId('look-reference-popover').waitFor();
      await settleAnimations(page);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'avatars-face-reference.png') });
      await page.getByTestId('look-reference-delete').click();
      await page.getByTestId('look-reference-add').waitFor();

      // The upload tile: a file over 5 MB is refused before it is sent; a real photo becomes the reference.
      await page.getByTestId('look-reference-add').click();
      await page.getByTestId('look-character-upload').click();
      const upload = page.getByTestId('look-upload-dialog');
      await upload.getByTestId('look-sample-face').nth(5).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await upload.getByTestId('look-sample-face').count()).toBe(6);
      // The six faces are drawn on their first request: wait until every one has loaded as a picture.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll<HTMLImageElement>('[data-testid="look-upload-dialog"] [data-testid="look-sample-face"] img')].filter(
            (image) => image.complete && image.naturalWidth > 0,
          ).length === 6,
        undefined,
        { timeout: 60_000 },
      );
      await settleAnimations(page);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'avatars-upload-dialog.png') });
      await upload.getByTestId('upload-input').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
      await page.getByText('Upload PNG, JPG file up to 5MB').first().waitFor({ timeout: UI_TIMEOUT_MS });
      await upload.getByTestId('upload-input').setInputFiles(FACE_PHOTO);
      await page.getByTestId('look-reference').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('look-reference').innerText()).toContain('katherine_maher_800px.jpg');

      // Replace: back through the dialogs to a sample face.
      await page.getByTestId('look-reference').click();
      await page.getByTestId('look-reference-replace').click();
      await page.getByTestId('look-character-upload').click();
      await page.getByTestId('look-upload-dialog').getByTestId('look-sample-face').first().click();
      await page.waitForFunction(() => !document.querySelector('[data-testid="look-reference"]')?.textContent?.includes('katherine'), undefined, {
        timeout: UI_TIMEOUT_MS,
      });

      // Generate with the uploaded photo as the reference.
      await page.getByTestId('look-reference').click();
      await page.getByTestId('look-reference-replace').click();
      await page.getByTestId('look-character-upload').click();
      await page.getByTestId('look-upload-dialog').getByTestId('upload-input').setInputFiles(FACE_PHOTO);
      await page.waitForFunction(() => document.querySelector('[data-testid="look-reference"]')?.textContent?.includes('katherine'), undefined, {
        timeout: UI_TIMEOUT_MS,
      });
      const generated = waitForApi(page, 'POST', '/aigc/photo');
      await page.getByTestId('look-generate').click();
      const answer = await generated;
      expect((await readEnvelope(answer)).code).toBe(0);
      expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({ base_photo_url: expect.any(String) });
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="look-thumbnail"]').length === 4, undefined, { timeout: 120_000 });
    },
  );
});
