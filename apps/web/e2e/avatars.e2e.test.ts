import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccountByApi } from './support/account-by-api.ts';
import { getApi, openLoginFromTopBar, readEnvelope, settleAnimations, signInWithDialog, UI_TIMEOUT_MS, waitForApi } from './support/auth-flows.ts';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import { ARTIFACTS_DIR, startTestServer, type TestServer } from './support/test-server.ts';

const EMAIL = `avatars-${Date.now()}@example.com`;
const PASSWORD = 'avatars-talk-1';
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

  it('goes from the home tool to /long-video-from-text and makes a talking-avatar video, which opens in the editor', { timeout: 120_000 }, async () => {
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
    await settleAnimations(page);
    await screenshot('long-video');
    const createAnswer = waitForApi(page, 'POST', '/project/talking_avatar');
    await page.getByTestId('long-video-create').click();
    await page.getByTestId('credits-confirm-dialog').getByRole('button', { name: 'Submit' }).click();
    const created = await readEnvelope<{ new_prj_id: string; workspace_index: number }>(await createAnswer);
    expect(created.code).toBe(0);
    expect(created.data.new_prj_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // The new video opens in the Editor, which is told where it came from.
    await page.waitForURL(`${baseUrl}/editor?id=${created.data.new_prj_id}&index=${created.data.workspace_index}&from=talking-avatar`, {
      timeout: UI_TIMEOUT_MS,
    });
    await page.locator('[data-testid="editor-canvas"][data-ready="true"]').waitFor({ timeout: UI_TIMEOUT_MS });
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
    // Create Avatar costs a credit: the credits dialog asks first.
    await page.getByTestId('credits-confirm-dialog').getByRole('button', { name: 'Submit' }).click();
    expect((await readEnvelope(await createAnswer)).code).toBe(0);
    await page.getByTestId('look-avatar-created').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('look-free-trials').textContent()).toBe('2 free');
  });

  it('chooses a face reference from your avatars, and generates with it (avatar_library_id)', { timeout: 60_000 }, async () => {
    await page.goto(`${baseUrl}/create-aigc-avatar`);
    await page.getByTestId('look-reference-add').click();
    const dialog = page.getByTestId('look-character-dialog');
    await dialog.getByTestId('look-character-card').first().waitFor({ timeout: UI_TIMEOUT_MS });
    // The avatar made in the wizard test, with its one look; Confirm waits for a choice, and a second click unchecks.
    expect(await dialog.getByTestId('look-character-card').count()).toBe(1);
    await dialog.getByText('1 Look', { exact: true }).waitFor();
    const confirm = dialog.getByTestId('look-character-confirm');
    expect(await confirm.isDisabled()).toBe(true);
    const card = dialog.getByTestId('look-character-card').first();
    await card.click();
    expect(await card.getAttribute('aria-pressed')).toBe('true');
    expect(await confirm.isDisabled()).toBe(false);
    await card.click();
    expect(await card.getAttribute('aria-pressed')).toBe('false');
    expect(await confirm.isDisabled()).toBe(true);
    await card.click();
    await settleAnimations(page);
    await screenshot('look-character-dialog');
    await confirm.click();
    await page.getByTestId('look-reference').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('look-reference').innerText()).toContain('My avatar 1');

    const generated = waitForApi(page, 'POST', '/aigc/photo');
    await page.getByTestId('look-generate').click();
    const answer = await generated;
    expect((await readEnvelope(answer)).code).toBe(0);
    const body = JSON.parse(answer.request().postData() ?? '{}') as Record<string, unknown>;
    expect(body.avatar_library_id).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('base_photo_url');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="look-thumbnail"]').length === 4, undefined, { timeout: 120_000 });
  });

  it(
    'takes a sample face or an uploaded PNG from Upload Your Photo, previews it in the Face Reference popover, deletes it, and generates with the upload',
    { timeout: 180_000 },
    async () => {
      await page.goto(`${baseUrl}/create-aigc-avatar`);
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
      await screenshot('look-upload-dialog');

      // Refused before a byte is sent: another type, and a PNG over 5 MB.
      let uploadRequests = 0;
      const countUploads = (request: Request) => {
        if (request.url().endsWith('/common/upload')) uploadRequests += 1;
      };
      page.on('request', countUploads);
      await upload.getByTestId('upload-input').setInputFiles({ name: 'face.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      expect(await upload.getByTestId('look-upload-error').innerText()).toBe('Upload PNG, JPG file up to 5MB');
      await upload.getByTestId('upload-input').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
      expect(await upload.getByTestId('look-upload-error').innerText()).toBe('Upload PNG, JPG file up to 5MB');
      page.off('request', countUploads);
      expect(uploadRequests).toBe(0);

      // A sample face becomes the reference: its thumbnail shows on the wizard.
      const sampleFace = upload.getByTestId('look-sample-face').nth(2);
      const sampleUrl = await sampleFace.locator('img').getAttribute('src');
      await sampleFace.click();
      const reference = page.getByTestId('look-reference');
      await reference.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await reference.locator('img').getAttribute('src')).toBe(sampleUrl);

      // The popover, from the keyboard: Enter opens it with the large preview, Escape closes it, Delete clears the reference.
      await reference.focus();
      await page.keyboard.press('Enter');
      const popover = page.getByTestId('look-reference-popover');
      await popover.waitFor();
      expect(await popover.getByRole('img').getAttribute('src')).toBe(sampleUrl);
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('[data-testid="look-reference-popover"] img');
        return image !== null && image.complete && image.naturalWidth > 0;
      });
      await settleAnimations(page);
      await screenshot('look-face-reference');
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'hidden' });
      await reference.click();
      await page.getByRole('button', { name: 'Delete the face reference' }).click();
      await page.getByTestId('look-reference-add').waitFor();
      expect(await reference.count()).toBe(0);

      // A real PNG (a photo from the face corpus, re-encoded) is uploaded with progress and becomes the reference.
      await page.getByTestId('look-reference-add').click();
      await page.getByTestId('look-character-upload').click();
      const uploaded = waitForApi(page, 'POST', '/common/upload');
      await upload.getByTestId('upload-input').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: await facePng() });
      const storedFile = (await readEnvelope<{ full_path: string }>(await uploaded)).data;
      await reference.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await reference.innerText()).toContain('face.png');
      expect(await reference.locator('img').getAttribute('src')).toBe(storedFile.full_path);

      // Replace goes back through the Character dialog.
      await reference.click();
      await page.getByTestId('look-reference-replace').click();
      // (The Modal's root is a zero-size wrapper to Playwright: its dialog role is what shows and hides.)
      const characterDialog = page.getByRole('dialog', { name: 'Choose your Character' });
      await characterDialog.waitFor({ timeout: UI_TIMEOUT_MS });
      await characterDialog.getByRole('button', { name: 'Cancel' }).click();
      await characterDialog.waitFor({ state: 'hidden' });
      expect(await reference.innerText()).toContain('face.png');

      const generated = waitForApi(page, 'POST', '/aigc/photo');
      await page.getByTestId('look-generate').click();
      const answer = await generated;
      expect((await readEnvelope(answer)).code).toBe(0);
      const body = JSON.parse(answer.request().postData() ?? '{}') as Record<string, unknown>;
      expect(body.base_photo_url).toBe(storedFile.full_path);
      expect(body).not.toHaveProperty('avatar_library_id');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="look-thumbnail"]').length === 4, undefined, { timeout: 120_000 });
    },
  );

  it('fits the Face Reference popover on a 375 px phone', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      await page.goto(`${baseUrl}/create-aigc-avatar`);
      await page.getByTestId('look-reference-add').click();
      await page.getByTestId('look-character-upload').click();
      await page.getByTestId('look-upload-dialog').getByTestId('look-sample-face').first().click();
      await page.getByTestId('look-reference').click();
      const popover = page.getByTestId('look-reference-popover');
      await popover.waitFor();
      await settleAnimations(page);
      for (const element of [popover, page.getByTestId('look-reference-replace'), page.getByTestId('look-reference-delete')]) {
        const box = await element.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      }
    } finally {
      await page.setViewportSize({ width: 1440, height: 960 });
    }
  });

  it('shows a guest only the upload tile in Choose your Character', async () => {
    const guestPage = await browser!.newPage({ viewport: { width: 1440, height: 960 } });
    try {
      await guestPage.goto(`${baseUrl}/create-aigc-avatar`);
      await guestPage.getByTestId('look-reference-add').click();
      const dialog = guestPage.getByTestId('look-character-dialog');
      await dialog.getByTestId('look-character-upload').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await dialog.getByTestId('look-character-card').count()).toBe(0);
      expect(await dialog.getByTestId('look-character-confirm').isDisabled()).toBe(true);
    } finally {
      await guestPage.close();
    }
  });
});

/** A photo of a real face as PNG bytes: the corpus JPG decoded and re-encoded. */
async function facePng(): Promise<Buffer> {
  const image = await loadImage(await readFile(FACE_PHOTO));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return canvas.encode('png');
}
