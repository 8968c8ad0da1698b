// `node --import tsx scripts/capture-screenshots.ts [name.png ...]`: regenerates
// the product screenshots in docs/screenshots (all of them, or the ones named),
// the way a person would see them: the product started on a fresh data
// directory, signed in as a demo account, each screen driven in Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { registerAccountByApi } from '../apps/web/e2e/support/account-by-api.ts';
import { openLoginFromTopBar, settleAnimations, signInWithDialog } from '../apps/web/e2e/support/auth-flows.ts';
import { launchChromium } from '../apps/web/e2e/support/chromium.ts';
import { findFreePort } from '../apps/web/e2e/support/test-server.ts';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
const screenshotsDirectory = path.join(repoRoot, 'docs/screenshots');
/** The photo the Talking Photo screen checks: the same CC BY-SA photograph the site's talking-photo demo animates and credits. */
const facePhotoPath = path.join(repoRoot, 'content/site/photos/filippo-giunchedi-2015.jpg');
/** A plain name in the account menu: the nickname is the address's local part. */
const demoAccount = { email: 'demo@talkreel.example', password: 'demo-talkreel-1' };
const viewport = { width: 1440, height: 960 };

/** The first start builds the web app, on a 2-core machine in minutes. */
const serverStartTimeoutMs = 600_000;
const serverStopTimeoutMs = 10_000;
/** A screen may wait for covers drawn on first request, a look wizard's four looks or a welcome clip's render. */
const screenTimeoutMs = 240_000;

interface RunningProduct {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * `npm start` on a free port and a fresh DATA_DIR (mail goes to the dev
 * outbox, readable from this machine only), without the site videos' renders,
 * which no screen here shows.
 */
async function startProduct(): Promise<RunningProduct> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-screenshots-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['apps/server/bin/talkreel.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_VIDEOS: 'false', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => server.kill('SIGKILL'), serverStopTimeoutMs);
        server.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        server.kill('SIGTERM');
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadlineMs = Date.now() + serverStartTimeoutMs;
  while (Date.now() < deadlineMs) {
    if (server.exitCode !== null) break;
    const health = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.json() as Promise<{ code?: number }>)
      .catch(() => undefined);
    if (health?.code === 0) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The product did not start:\n${output.slice(-4000)}`);
}

/**
 * In the page: whether every picture in view has loaded (a failed one never
 * has) and no skeleton is in view. A string, not a function: tsx would wrap
 * a named inner function in a helper the page does not have.
 */
const isScreenCompleteInPage = `(() => {
  const isInView = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
  };
  const images = [...document.querySelectorAll('img')].filter(isInView);
  const skeletons = [...document.querySelectorAll('.mantine-Skeleton-root[data-visible], [data-testid*="skeleton"]')].filter(isInView);
  return images.every((image) => image.complete && image.naturalWidth > 0) && skeletons.length === 0;
})()`;

/**
 * Waits until the screen is whole: every picture in view loaded (a failed one
 * never counts as loaded), no skeleton left, no toast or dialog mid-animation.
 * Then refuses the capture if the screen shows a local address anywhere, in
 * its text or in a field.
 */
async function waitUntilComplete(page: Page): Promise<void> {
  await page.waitForFunction(isScreenCompleteInPage, undefined, { timeout: screenTimeoutMs, polling: 250 });
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await settleAnimations(page);
  const localAddresses = await page.evaluate(() => {
    const texts = [document.body.innerText, ...[...document.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value)];
    return texts.flatMap((text) => text.match(/\b(?:localhost|127\.0\.0\.1|0\.0\.0\.0)(?::\d+)?\S*/gu) ?? []);
  });
  if (localAddresses.length > 0) throw new Error(`The screen shows a local address: ${localAddresses.join(', ')}`);
}

async function capture(page: Page, name: string): Promise<void> {
  // A focused field shows its focus ring: nobody is typing in a screenshot.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await waitUntilComplete(page);
  await page.screenshot({ path: path.join(screenshotsDirectory, name) });
  console.log(`wrote docs/screenshots/${name}`);
}

const count = (page: Page, selector: string, atLeast: number) =>
  page.waitForFunction(([css, minimum]) => document.querySelectorAll(css).length >= minimum, [selector, atLeast] as const, { timeout: screenTimeoutMs });

/** The Talking Photo page with the face photo uploaded and checked, and a script typed. */
async function preparePhotoOnTalkingPhotoPage(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/talking-photo`);
  await page.getByRole('heading', { level: 1, name: 'Talking Photo' }).waitFor({ timeout: screenTimeoutMs });
  await page.getByTestId('avatar-upload').click();
  const confirm = page.getByTestId('photo-guidelines').getByTestId('guidelines-confirm');
  await page.waitForFunction(() => !(document.querySelector('[data-testid="guidelines-confirm"]') as HTMLButtonElement | null)?.disabled, undefined, {
    timeout: screenTimeoutMs,
  });
  const chooser = page.waitForEvent('filechooser', { timeout: screenTimeoutMs });
  await confirm.click();
  // The page names the photo by its file: a plain name, not the photographed person's.
  await (await chooser).setFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await readFile(facePhotoPath) });
  await page.locator('[data-testid="photo-check"][data-result="usable"]').waitFor({ timeout: screenTimeoutMs });
  await page.locator('[data-testid="voice-selector"]:not([data-voice-id=""])').waitFor({ timeout: screenTimeoutMs });
  await page.getByTestId('script-input').fill('Hello, I am a talking photo. Thank you for watching this short video.');
}

/** The look wizard with four looks generated (one of the account's free trials) and the third chosen. */
async function generateLooks(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/create-aigc-avatar`);
  await page.getByText('Social', { exact: true }).click();
  await page.getByText('Male', { exact: true }).click();
  await page.getByTestId('look-detail-generator').click();
  await page.getByTestId('prompt-generator').getByText('Beard', { exact: true }).click();
  await page.getByTestId('prompt-generator').getByText('Red hoodie', { exact: true }).click();
  await page.getByTestId('prompt-use').click();
  await page.getByTestId('look-generate').click();
  await count(page, '[data-testid="look-thumbnail"]', 4);
  await page.getByTestId('look-thumbnail').nth(2).click();
  await page.waitForURL((url) => url.searchParams.get('output_index') === '2', { timeout: screenTimeoutMs });
}

/** The wizard's 'Upload Your Photo' dialog, its six sample faces drawn and loaded. */
async function openUploadYourPhoto(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/create-aigc-avatar`);
  await page.getByTestId('look-reference-add').click();
  await page.getByTestId('look-character-upload').click();
  await count(page, '[data-testid="look-upload-dialog"] [data-testid="look-sample-face"] img', 6);
}

/** Each screenshot by its name in docs/screenshots (the name the site pages and the README use), and how to reach its screen. */
const screens: Record<string, (page: Page, baseUrl: string) => Promise<void>> = {
  'avatar-gallery.png': async (page, baseUrl) => {
    await page.goto(`${baseUrl}/avatars`);
    await page.getByRole('heading', { level: 1, name: 'AI Avatars' }).waitFor({ timeout: screenTimeoutMs });
    await count(page, '[data-testid="gallery-avatar"]', 24);
  },
  'home-avatar-tool.png': async (page, baseUrl) => {
    await page.goto(`${baseUrl}/`);
    await count(page, '[data-testid="home-avatar"]', 5);
    await page.getByTestId('home-script').fill('Did you know that a short walk after lunch can sharpen your focus for the whole afternoon? Try it today.');
    // The chosen avatar's welcome clip is rendered the first time it is shown: wait for it, not for 'being made'.
    await page.getByTestId('home-welcome-clip').waitFor({ timeout: screenTimeoutMs });
  },
  'talking-photo-page.png': preparePhotoOnTalkingPhotoPage,
  'talking-photo-video.png': async (page, baseUrl) => {
    await preparePhotoOnTalkingPhotoPage(page, baseUrl);
    await page.getByTestId('create-video').click();
    await page.getByTestId('credits-confirm-dialog').getByRole('button', { name: 'Submit' }).click();
    // Home follows the render and plays the finished video: shown paused 0.6 s in, mouth open and the caption on.
    await page.getByTestId('talking-photo-video').waitFor({ timeout: screenTimeoutMs });
    await page.waitForFunction(() => (document.querySelector('[data-testid="talking-photo-video"]') as HTMLVideoElement | null)!.readyState >= 2, undefined, {
      timeout: screenTimeoutMs,
    });
    await page.evaluate(async () => {
      const video = document.querySelector('[data-testid="talking-photo-video"]') as HTMLVideoElement;
      video.pause();
      const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
      video.currentTime = 0.6;
      await seeked;
    });
  },
  'avatar-look-wizard.png': generateLooks,
  'look-character-dialog.png': async (page, baseUrl) => {
    // The dialog lists the account's own avatars: make one from the wizard first.
    await generateLooks(page, baseUrl);
    await page.getByTestId('look-create-avatar').click();
    await page.getByTestId('look-avatar-created').waitFor({ timeout: screenTimeoutMs });
    await page.goto(`${baseUrl}/create-aigc-avatar`);
    await page.getByTestId('look-reference-add').click();
    const card = page.getByTestId('look-character-dialog').getByTestId('look-character-card').first();
    await card.waitFor({ timeout: screenTimeoutMs });
    await card.click();
  },
  'look-upload-dialog.png': openUploadYourPhoto,
  'look-face-reference.png': async (page, baseUrl) => {
    await openUploadYourPhoto(page, baseUrl);
    await page.getByTestId('look-upload-dialog').getByTestId('look-sample-face').nth(2).click();
    const reference = page.getByTestId('look-reference');
    await reference.waitFor({ timeout: screenTimeoutMs });
    await reference.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('look-reference-popover').waitFor({ timeout: screenTimeoutMs });
  },
  'voice-dialog.png': async (page, baseUrl) => {
    await page.goto(`${baseUrl}/voice`);
    await page.getByRole('button', { name: 'Browse voices' }).click();
    const dialog = page.getByTestId('voice-dialog');
    await dialog.getByText('AI Voices').waitFor({ timeout: screenTimeoutMs });
    await count(page, '[data-testid="voice-dialog"] [data-testid="voice-item"]', 9);
  },
  'long-video-from-text.png': async (page, baseUrl) => {
    await page.goto(`${baseUrl}/long-video-from-text?id=1021`);
    await page.locator('[data-testid="voice-selector"]:not([data-voice-id=""])').waitFor({ timeout: screenTimeoutMs });
    await page.getByTestId('long-video-script').fill('Hello! I am Kwame. Type a script, and I will present it for you, scene by scene.');
  },
  'podcast-page.png': async (page, baseUrl) => {
    await page.goto(`${baseUrl}/video-podcast`);
    await page.getByTestId('host-pair').first().click();
    // A documentation address, typed as a visitor would: Try Sample's link is this server's own (a local address here).
    await page.getByTestId('website-url').fill('https://example.com/articles/why-we-sleep-in-cycles');
    await page.getByTestId('podcast-duration').click();
    await page.getByRole('option', { name: '1-3 min', exact: true }).click();
  },
  'topic-script.png': async (page, baseUrl) => {
    await page.goto(`${baseUrl}/text-to-video`);
    await page.getByTestId('topic-input').fill('Why cities plant trees to stay cool in summer');
    await page.getByTestId('topic-duration').getByText('~60s', { exact: true }).click();
    await page.getByTestId('topic-submit').click();
    await page.getByText('SCENE 2', { exact: true }).waitFor({ timeout: screenTimeoutMs });
    await page.locator('[data-testid="topic-script"][data-polling="false"]').waitFor({ timeout: screenTimeoutMs });
  },
  'podcast-editor.png': async (page, baseUrl) => {
    await page.goto(`${baseUrl}/video-podcast`);
    await page.getByTestId('host-pair').first().click();
    // The sample article is served by this server: its address stays in the form, which the editor does not show.
    await page.getByTestId('try-sample').click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="website-url"]') as HTMLInputElement | null)?.value.startsWith('http'), undefined, {
      timeout: screenTimeoutMs,
    });
    await page.getByTestId('podcast-duration').click();
    await page.getByRole('option', { name: '1-3 min', exact: true }).click();
    await page.getByTestId('create-podcast').click();
    const ready = page.getByTestId('script-ready-dialog');
    await ready.getByText('Script Ready').waitFor({ timeout: screenTimeoutMs });
    await ready.getByRole('button', { name: 'Get Started' }).click();
    await page.getByTestId('turn').first().waitFor({ timeout: screenTimeoutMs });
  },
  'developers-api-keys.png': async (page, baseUrl) => {
    await page.goto(`${baseUrl}/developers/api-keys`);
    for (const key of [
      { name: 'Build server', scopes: ['videos'], expiry: null },
      { name: 'Nightly reports', scopes: [], expiry: 'In 90 days' },
    ]) {
      await page.getByTestId('api-key-create').click();
      await page.getByTestId('api-key-name').fill(key.name);
      for (const scope of key.scopes) await page.getByTestId(`api-key-scope-${scope}`).click();
      if (key.expiry) {
        await page.getByTestId('api-key-expiry').click();
        await page.getByRole('option', { name: key.expiry }).click();
      }
      await page.getByTestId('api-key-submit').click();
      await page.getByTestId('api-key-created-done').click();
      await page.getByTestId('api-key-created-done').waitFor({ state: 'detached', timeout: screenTimeoutMs });
    }
    await count(page, '[data-testid="api-key-row"]', 2);
  },
  'developers-webhooks.png': async (page, baseUrl) => {
    await page.goto(`${baseUrl}/developers/webhooks`);
    await page.getByTestId('webhook-add').click();
    await page.getByTestId('webhook-url').fill('https://hooks.example.com/talkreel');
    await page.getByTestId('webhook-description').fill('Publishes finished videos to our CMS');
    await page.getByTestId('webhook-event-batch.completed').click();
    await page.getByTestId('webhook-save').click();
    await page.getByTestId('webhook-endpoint').waitFor({ timeout: screenTimeoutMs });
    await page.getByTestId('webhook-deliveries-toggle').click();
    await page.getByTestId('webhook-deliveries-empty').waitFor({ timeout: screenTimeoutMs });
    // 'Endpoint added' goes after its 4 s.
    await page.locator('.mantine-Notification-root').waitFor({ state: 'detached', timeout: screenTimeoutMs });
  },
  'create-page.png': async (page, baseUrl) => {
    await page.goto(`${baseUrl}/create`);
    await page.getByRole('heading', { level: 1, name: 'Make a video' }).waitFor({ timeout: screenTimeoutMs });
  },
};

async function main(names: string[]): Promise<void> {
  const unknown = names.filter((name) => !(name in screens));
  if (unknown.length > 0) throw new Error(`No such screenshot: ${unknown.join(', ')} (known: ${Object.keys(screens).join(', ')})`);
  const chosen = names.length > 0 ? names : Object.keys(screens);
  await mkdir(screenshotsDirectory, { recursive: true });
  const product = await startProduct();
  const browser = await launchChromium();
  try {
    await registerAccountByApi(product.baseUrl, demoAccount.email, demoAccount.password);
    const page = await browser.newPage({ viewport });
    await page.goto(`${product.baseUrl}/`);
    await openLoginFromTopBar(page);
    await signInWithDialog(page, demoAccount.email, demoAccount.password);
    for (const name of chosen) {
      await screens[name]!(page, product.baseUrl);
      await capture(page, name);
    }
  } finally {
    await browser.close();
    await product.stop();
  }
}

await main(process.argv.slice(2));
