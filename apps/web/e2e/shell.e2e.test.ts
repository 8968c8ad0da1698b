import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(fileURLToPath(import.meta.url), '../../../..');
const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const FIXTURES_DIR = '/work/shared/corpora/file-type-fixtures/fixture';
const ARTIFACTS_DIR = path.join(REPO_ROOT, '.test-artifacts');
const WEB_DIST_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
const SERVER_READY_TIMEOUT_MS = 60_000;
const UI_TIMEOUT_MS = 20_000;

const hasChromium = existsSync(CHROMIUM_PATH);
// In CI a missing browser is a failure, not a skip.
const shouldSkip = !hasChromium && !process.env.CI;
if (shouldSkip) {
  console.warn(`Skipping the web shell browser test: ${CHROMIUM_PATH} does not exist (install Debian's chromium, or set CI to make this a failure).`);
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealthy(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadlineMs = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadlineMs) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      const body = (await response.json()) as { code?: number };
      if (body.code === 0) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /api/health did not answer code 0 within ${SERVER_READY_TIMEOUT_MS} ms:\n${output()}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

describe.skipIf(shouldSkip)('web shell in Chromium against the real server', () => {
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let baseUrl: string;
  let dataDir: string;
  let serverOutput = '';

  beforeAll(async () => {
    if (!existsSync(WEB_DIST_INDEX)) {
      const build = spawnSync('npm', ['run', 'build', '-w', '@talkreel/web'], { cwd: REPO_ROOT, encoding: 'utf8' });
      if (build.status !== 0) throw new Error(`Building the web app failed:\n${build.stdout}\n${build.stderr}`);
    }
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-web-e2e-'));
    const port = await findFreePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    await waitForHealthy(baseUrl, server, () => serverOutput.slice(-4000));

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });

  afterAll(async () => {
    await browser?.close();
    if (server) await stopServer(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
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
      return alert !== undefined && alert.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running')
        && getComputedStyle(alert.parentElement ?? alert).opacity === '1';
    });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'web-shell-unsupported-type.png'), fullPage: true });
  });

  it('navigates to a section that is not built yet, and switches to Simplified Chinese', { timeout: 60_000 }, async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Videos' }).click();
    await page.waitForURL(`${baseUrl}/my-videos`);
    await page.getByRole('heading', { level: 1, name: 'My Videos' }).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('section-not-built').innerText()).toContain('not available in this version');
    expect(await page.getByTestId('upload-state').count()).toBe(0);

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await page.getByRole('heading', { level: 1, name: '我的视频' }).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('account-status').innerText()).toContain('访客');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'web-shell-section-zh-cn.png'), fullPage: true });
  });
});
