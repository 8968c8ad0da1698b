import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAnimations, toast, UI_TIMEOUT_MS } from './support/auth-flows.ts';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import { buildPlayerTestWorkspace, createTestPicturePng } from './support/player-test-workspace.ts';
import { batchRenderByApi, uploadFileByApi, waitForRenderDone, type ApiSession } from './support/render-by-api.ts';
import { ARTIFACTS_DIR, startTestServer, type TestServer } from './support/test-server.ts';
import { renderedVoiceIds } from './support/voice-dialog-flows.ts';

const RENDER_TIMEOUT_MS = 120_000;
/** A phone: the 390 × 844. */
const PHONE_VIEWPORT = { width: 390, height: 844 };

const shouldSkip = shouldSkipBrowserTests('the My Videos browser test');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element has no box (not visible)');
  return found;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe.skipIf(shouldSkip)('My Videos: create, not found, rename, delete; the voice dialog on a phone and in Chinese', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let session: ApiSession;
  let projectId: string;
  const screenshot = (target: Page, name: string) => target.screenshot({ path: path.join(ARTIFACTS_DIR, `my-videos-${name}.png`) });

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 960 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('leads “Create a video” to a page that says what can be made today', { timeout: 60_000 }, async () => {
    const baseUrl = server!.baseUrl;
    await page.goto(`${baseUrl}/my-videos`);
    const token = await page.waitForFunction(() => localStorage.getItem('talkreel.token'), undefined, { timeout: UI_TIMEOUT_MS });
    session = { baseUrl, token: (await token.jsonValue())! };
    await page.getByTestId('videos-empty').waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByRole('link', { name: 'Create a video' }).click();
    await page.waitForURL(`${baseUrl}/create`);
    await page.getByTestId('create-page').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Make a video');
    expect(await page.getByTestId('create-timeline').innerText()).toContain('POST /api/project/batch_render');
    expect(await page.getByTestId('create-product').getByRole('link', { name: 'Start from a product link' }).getAttribute('href')).toBe('/product-to-video');
    expect(await page.getByTestId('create-templates').getByRole('link', { name: 'Browse templates' }).getAttribute('href')).toBe('/templates');
    expect(await page.getByTestId('create-podcast').getByRole('link', { name: 'Make a video podcast' }).getAttribute('href')).toBe('/video-podcast');
    expect(await page.getByTestId('create-topic').getByRole('link', { name: 'Start from a topic' }).getAttribute('href')).toBe('/text-to-video');
    expect(await page.getByTestId('create-talking-photo').innerText()).toContain('Make a talking photo');
    await settleAnimations(page);
    await screenshot(page, 'create-page');
  });

  it('shows one not-found state for an unknown video, without “Render again” or error toasts', { timeout: 60_000 }, async () => {
    const baseUrl = server!.baseUrl;
    for (const unknownId of [randomUUID(), 'not-a-video']) {
      await page.goto(`${baseUrl}/my-videos/${unknownId}`);
      await page.getByTestId('video-not-found').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Video not found');
      expect(await page.getByTestId('render-again').count()).toBe(0);
      expect(await page.getByTestId('video-preview-card').count()).toBe(0);
      await page.waitForTimeout(500);
      expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    }
    await settleAnimations(page);
    await screenshot(page, 'not-found');
  });

  it(
    'renames a video from its page; the link says until when it works; toasts keep clear of the credit balance',
    { timeout: RENDER_TIMEOUT_MS + 60_000 },
    async () => {
      const baseUrl = server!.baseUrl;
      const picturePath = await uploadFileByApi(session, await createTestPicturePng(), 'shapes.png', 'image/png');
      projectId = await batchRenderByApi(session, 'Draft cut', buildPlayerTestWorkspace(picturePath, 1000));
      await waitForRenderDone(session, projectId, RENDER_TIMEOUT_MS);
      await page.goto(`${baseUrl}/my-videos/${projectId}`);
      await page.getByTestId('video-title').filter({ hasText: 'Draft cut' }).waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByTestId('rendered-video').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('link-expiry').innerText()).toMatch(/^The link works until .+; copy it again for a new one\.$/);

      await page.getByTestId('video-actions').click();
      await page.getByTestId('video-rename').click();
      const input = page.getByTestId('rename-video-input');
      await input.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await input.inputValue()).toBe('Draft cut');
      await input.fill('   ');
      await page.getByTestId('rename-video-save').click();
      await page.getByText('Give the video a name.').waitFor({ timeout: UI_TIMEOUT_MS });
      await input.fill('  Launch teaser ');
      await page.getByTestId('rename-video-save').click();
      await page.getByTestId('video-title').filter({ hasText: 'Launch teaser' }).waitFor({ timeout: UI_TIMEOUT_MS });
      const renamedToast = toast(page, 'Video renamed.');
      await renamedToast.waitFor({ timeout: UI_TIMEOUT_MS });
      await settleAnimations(page);
      expect(overlaps(await box(renamedToast), await box(page.getByTestId('credits-balance')))).toBe(false);
      expect((await box(renamedToast)).y).toBeGreaterThanOrEqual(60);
      await screenshot(page, 'renamed');

      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Videos' }).click();
      const card = page.locator(`[data-testid="video-card"][data-project-id="${projectId}"]`);
      await card.filter({ hasText: 'Launch teaser' }).waitFor({ timeout: UI_TIMEOUT_MS });

      // The card has the same actions, beside its link: renaming there stays on My Videos.
      const frame = page.getByTestId('video-card-frame').filter({ has: card });
      await frame.getByTestId('video-actions').click();
      await page.getByTestId('video-rename').click();
      await page.getByTestId('rename-video-input').fill('Launch teaser, final');
      await page.getByTestId('rename-video-save').click();
      await card.filter({ hasText: 'Launch teaser, final' }).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(page.url()).toBe(`${baseUrl}/my-videos`);
      await settleAnimations(page);
      await screenshot(page, 'list-renamed');
    },
  );

  it('deletes a video after asking: back to My Videos, gone from the list and from the server', { timeout: 60_000 }, async () => {
    const baseUrl = server!.baseUrl;
    await page.goto(`${baseUrl}/my-videos/${projectId}`);
    await page.getByTestId('video-title').filter({ hasText: 'Launch teaser, final' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByTestId('video-actions').click();
    await page.getByTestId('video-delete').click();
    const dialog = page.getByTestId('delete-video-dialog');
    await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await dialog.innerText()).toContain('“Launch teaser, final” will be deleted for good');
    await settleAnimations(page);
    await screenshot(page, 'delete-dialog');
    await page.getByTestId('delete-video-confirm').click();
    await page.waitForURL(`${baseUrl}/my-videos`);
    await toast(page, '“Launch teaser, final” was deleted.').waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByTestId('videos-empty').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.locator(`[data-project-id="${projectId}"]`).count()).toBe(0);
    // Nothing polls the deleted video: no 'No such project' toast appears.
    await page.waitForTimeout(1500);
    expect(
      await page
        .locator('.mantine-Notification-root')
        .filter({ hasText: /project|Invalid/i })
        .count(),
    ).toBe(0);

    const status = await fetch(`${baseUrl}/api/project/render/status?project_id=${projectId}&index=0`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(((await status.json()) as { code: number }).code).toBe(40400);
    await page.goto(`${baseUrl}/my-videos/${projectId}`);
    await page.getByTestId('video-not-found').waitFor({ timeout: UI_TIMEOUT_MS });
  });

  it('keeps Cancel and Confirm on the first screen of a 390 px phone, with the filters folded', { timeout: 60_000 }, async () => {
    const phone = await browser!.newPage({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
    try {
      await phone.goto(`${server!.baseUrl}/voice`);
      await phone.getByRole('button', { name: 'Browse voices' }).click();
      const dialog = phone.getByTestId('voice-dialog');
      await dialog.getByTestId('voice-item').first().waitFor({ timeout: UI_TIMEOUT_MS });
      await settleAnimations(phone);
      const footer = dialog.getByTestId('voice-dialog-footer');
      for (const button of [dialog.getByTestId('voice-cancel'), dialog.getByTestId('voice-confirm')]) {
        const buttonBox = await box(button);
        expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
        expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      }
      expect(await dialog.getByTestId('voice-language-select').isVisible()).toBe(false);
      expect(await dialog.getByTestId('voice-filters-toggle').innerText()).toBe('Filters (1)');
      await screenshot(phone, 'phone-voice-dialog');

      await dialog.getByTestId('voice-filters-toggle').click();
      await dialog.getByTestId('voice-language-select').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      await settleAnimations(phone);
      // With the filters open the dialog scrolls, and the footer stays at the bottom of the screen.
      await dialog.getByTestId('voice-item').first().click();
      const footerBox = await box(footer);
      expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(PHONE_VIEWPORT.height + 1);
      expect(await dialog.getByTestId('voice-confirm').isDisabled()).toBe(false);
      await screenshot(phone, 'phone-voice-dialog-filters-open');
    } finally {
      await phone.close();
    }
  });

  it('opens the voice list on Chinese voices, named in Chinese, for the 简体中文 UI', { timeout: 60_000 }, async () => {
    const chinese = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await chinese.addInitScript(() => localStorage.setItem('talkreel.language', 'zh-CN'));
      await chinese.goto(`${server!.baseUrl}/voice`);
      await chinese.getByRole('button', { name: '浏览声音' }).click();
      const dialog = chinese.getByTestId('voice-dialog');
      await dialog.getByTestId('voice-no-more').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await dialog.getByTestId('voice-language-select').inputValue()).toBe('中文');
      const ids = await renderedVoiceIds(dialog);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.every((id) => id.startsWith('chinese-'))).toBe(true);
      expect(await dialog.getByTestId('voice-item').first().innerText()).toMatch(/(男声|女声) · 中文/);
      expect(await dialog.getByText('中国大陆', { exact: true }).count()).toBeGreaterThan(0);
      await settleAnimations(chinese);
      await screenshot(chinese, 'zh-voice-dialog');
    } finally {
      await chinese.close();
    }
  });
});
