import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import { ARTIFACTS_DIR, startTestServer, type TestServer } from './support/test-server.ts';

const FIXTURES_DIR = '/work/shared/corpora/file-type-fixtures/fixture';
const UI_TIMEOUT_MS = 30_000;

const shouldSkip = shouldSkipBrowserTests('the web shell browser test');

describe.skipIf(shouldSkip)('web shell in Chromium against the real server', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let baseUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ baseUrl, dataDir } = server);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs in as a guest, uploads a PNG, and refuses an .exe', { timeout: 90_000 }, async () => {
    await page.goto(`${baseUrl}/`);

    const token = await page.waitForFunction(() => localStorage.getItem('talkreel.token'), undefined, { timeout: UI_TIMEOUT_MS });
    expect(await token.jsonValue()).toMatch(/\S{16,}/);
    const accountStatus = page.getByTestId('account-status');
    await accountStatus.and(page.locator('[data-status="guest"]')).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await accountStatus.innerText()).toContain('Guest');
    expect(await page.getByTestId('plan-badge').textContent()).toBe('Free');
    expect(await page.getByTestId('credits-balance').innerText()).toMatch(/^\d+$/);
    await page.getByText('AI Video Generator with Lifelike AI Avatars').first().waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'web-shell-guest.png'), fullPage: true });

    const uploadState = page.getByTestId('upload-state');
    expect(await uploadState.getAttribute('data-state')).toBe('idle');
    const pngBytes = await readFile(path.join(FIXTURES_DIR, 'fixture.png'));
    await page.getByTestId('upload-input').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: pngBytes });
    await page.locator('[data-testid="upload-state"][data-state="uploaded"]').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('uploaded-file-name').innerText()).toBe('portrait.png');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'web-shell-uploaded.png'), fullPage: true });

    // The link points at the server's stored copy: fetching it must give back the very bytes sent.
    const storedHref = await page.getByTestId('uploaded-file-link').getAttribute('href');
    expect(storedHref).toBeTruthy();
    const stored = await fetch(new URL(storedHref!, baseUrl));
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(pngBytes)).toBe(true);

    const exePath = path.join(dataDir, 'setup.exe');
    await copyFile(path.join(FIXTURES_DIR, 'fixture.exe'), exePath);
    const [fileChooser] = await Promise.all([
      page.waitForEvent('filechooser', { timeout: UI_TIMEOUT_MS }),
      page.getByRole('button', { name: 'Reupload' }).click(),
    ]);
    await fileChooser.setFiles(exePath);
    const toast = page.getByRole('alert').filter({ hasText: 'Unsupported file types!' });
    await toast.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await uploadState.getAttribute('data-state')).toBe('idle');
    expect(await page.getByTestId('uploaded-file-link').count()).toBe(0);
    // Let the toast finish sliding in, so the screenshot shows it whole.
    await page.waitForFunction(() => {
      const alert = [...document.querySelectorAll('[role="alert"]')].find((node) => node.textContent?.includes('Unsupported'));
      return (
        alert !== undefined &&
        alert.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running') &&
        getComputedStyle(alert.parentElement ?? alert).opacity === '1'
      );
    });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'web-shell-unsupported-type.png'), fullPage: true });
  });

  it('navigates to the template gallery, and switches to Simplified Chinese', { timeout: 60_000 }, async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Templates' }).click();
    await page.waitForURL(`${baseUrl}/templates`);
    await page.getByRole('heading', { level: 1, name: 'Templates' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByTestId('templates-page').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('section-not-built').count()).toBe(0);
    expect(await page.getByTestId('template-search').count()).toBe(1);
    expect(await page.getByTestId('upload-state').count()).toBe(0);

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await page.getByRole('heading', { level: 1, name: '模板' }).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('account-status').innerText()).toContain('访客');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'web-shell-section-zh-cn.png'), fullPage: true });
  });
});
