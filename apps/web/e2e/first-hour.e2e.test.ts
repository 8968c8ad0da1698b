import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccountByApi } from './support/account-by-api.ts';
import { openLoginFromTopBar, readEnvelope, settleAnimations, signInWithDialog, toast, UI_TIMEOUT_MS, waitForApi } from './support/auth-flows.ts';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import { uploadFileByApi, type ApiSession } from './support/render-by-api.ts';
import { ARTIFACTS_DIR, REPO_ROOT, startTestServer, type TestServer } from './support/test-server.ts';
import { createSawtoothWav, VOICE_LIKE_SAWTOOTH } from './support/wav-files.ts';

const FACE_PHOTO_PATH = path.resolve(REPO_ROOT, '../shared/corpora/faces/positive/katherine_maher_800px.jpg');
/** A picture with no face in it: the talking-photo check refuses it. */
const FACELESS_PICTURE_PATH = path.resolve(REPO_ROOT, '../shared/corpora/file-type-fixtures/fixture/fixture.png');
const PDF_PATH = path.resolve(REPO_ROOT, '../shared/corpora/file-type-fixtures/fixture/fixture.pdf');
const EMAIL = `first-hour-${Date.now()}@example.com`;
const PASSWORD = 'first-hour-1';
const DESKTOP_VIEWPORT = { width: 1440, height: 960 };
/** The embedded writer needs about a second for a script; a loaded machine more. */
const SCRIPT_TIMEOUT_MS = 60_000;

const shouldSkip = shouldSkipBrowserTests('the first-hour browser test');

interface Envelope<Data> {
  code: number;
  msg: string;
  data: Data;
}

async function callApi<Data>(session: ApiSession, method: 'GET' | 'POST', apiPath: string, body?: object): Promise<Data> {
  const response = await fetch(`${session.baseUrl}/api${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as Envelope<Data>;
  if (envelope.code !== 0) throw new Error(`${method} ${apiPath} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

async function sessionOf(page: Page, baseUrl: string): Promise<ApiSession> {
  const token = await page.waitForFunction(() => localStorage.getItem('talkreel.token'), undefined, { timeout: UI_TIMEOUT_MS });
  return { baseUrl, token: (await token.jsonValue())! };
}

/** Opens the talking-photo guidelines from the Upload circle, waits out its countdown, and picks `filePath`. */
async function uploadTalkingPhoto(page: Page, filePath: string): Promise<void> {
  await page.getByTestId('avatar-upload').click();
  const confirm = page.getByTestId('guidelines-confirm');
  await confirm.waitFor({ timeout: UI_TIMEOUT_MS });
  await page.waitForFunction(() => !(document.querySelector('[data-testid="guidelines-confirm"]') as HTMLButtonElement | null)?.disabled, undefined, {
    timeout: UI_TIMEOUT_MS,
  });
  const chooser = page.waitForEvent('filechooser', { timeout: UI_TIMEOUT_MS });
  await confirm.click();
  await (await chooser).setFiles(filePath);
}

describe.skipIf(shouldSkip)('a new user’s first hour, in Chromium against the real server', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let baseUrl: string;
  const screenshot = (target: Page, name: string) => target.screenshot({ path: path.join(ARTIFACTS_DIR, `first-hour-${name}.png`) });

  beforeAll(async () => {
    server = await startTestServer();
    baseUrl = server.baseUrl;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await registerAccountByApi(baseUrl, EMAIL, PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the video translator’s address on its own page, not “not available” or “Page not found”', { timeout: 60_000 }, async () => {
    await page.goto(`${baseUrl}/video-translation`);
    await page.getByRole('heading', { level: 1, name: 'Video Translation' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByTestId('video-translation-page').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('section-not-built').count()).toBe(0);
    expect(await page.getByText('Page not found').count()).toBe(0);
    await screenshot(page, 'video-translation');
  });

  it('says the sign-in note of the button that is there: Sign in, or creating an account', { timeout: 60_000 }, async () => {
    await page.goto(`${baseUrl}/`);
    const dialog = await openLoginFromTopBar(page);
    // No social sign-in is configured here: no Continue button, so no 'By clicking Continue'.
    expect(await dialog.getByRole('button', { name: /^Continue with/ }).count()).toBe(0);
    expect(await dialog.getByTestId('login-terms').innerText()).toBe('By clicking Sign in, you accept the Terms of Use and Privacy Policy');
    expect(await dialog.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(1);
    await settleAnimations(page);
    await screenshot(page, 'sign-in-terms');
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Create an account' }).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await dialog.getByTestId('login-terms').innerText()).toBe('By creating an account, you accept the Terms of Use and Privacy Policy');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  });

  it('gives the home avatars and the sample faces their names, and opens a gallery avatar from anywhere on its card', { timeout: 90_000 }, async () => {
    await page.goto(`${baseUrl}/`);
    const homeAvatars = page.getByTestId('home-avatar');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="home-avatar"]').length === 5, undefined, { timeout: UI_TIMEOUT_MS });
    for (const avatar of await homeAvatars.all()) {
      const name = await avatar.getAttribute('aria-label');
      expect(await avatar.locator('img').getAttribute('alt')).toBe(`Talking avatar ${name}`);
    }

    await page.goto(`${baseUrl}/create-aigc-avatar`);
    await page.getByTestId('look-reference-add').click();
    await page.getByTestId('look-character-upload').click();
    const upload = page.getByTestId('look-upload-dialog');
    await upload.getByTestId('look-sample-face').nth(5).waitFor({ timeout: UI_TIMEOUT_MS });
    const alts = await upload
      .getByTestId('look-sample-face')
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
    expect(alts).toHaveLength(6);
    for (const alt of alts) expect(alt).toMatch(/^Sample face: \S/u);
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/avatars`);
    const card = page.getByTestId('gallery-avatar').first();
    await card.waitFor({ timeout: 60_000 });
    const avatarId = await card.getAttribute('data-avatar-id');
    // The picture itself, well away from the hover button.
    await card.locator('img').click({ position: { x: 10, y: 10 } });
    await page.waitForURL((url) => url.pathname === '/long-video-from-text' && url.searchParams.get('id') === avatarId, { timeout: UI_TIMEOUT_MS });
    await page.goBack();
    // And from the keyboard: the card is one link.
    await card.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/long-video-from-text' && url.searchParams.get('id') === avatarId, { timeout: UI_TIMEOUT_MS });
  });

  it('refuses a talking-avatar script over the plan’s allowance with a message, and previews the chosen 16:9', { timeout: 90_000 }, async () => {
    await page.getByTestId('long-video-preview').waitFor({ timeout: UI_TIMEOUT_MS });
    const preview = page.getByTestId('long-video-preview');
    const script = page.getByTestId('long-video-script');
    await script.fill('A'.repeat(2000));
    await page
      .getByText('The script has 2000 characters; your plan allows up to 1500 per video. Shorten it to create the video.')
      .waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('long-video-create').isDisabled()).toBe(true);
    await script.fill('Hello! I am a talking avatar.');
    await page.getByText('The script has', { exact: false }).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });

    const ratioOf = async () => {
      const box = (await preview.boundingBox())!;
      return box.width / box.height;
    };
    await page.getByText('9:16', { exact: true }).click();
    await page.locator('[data-testid="long-video-preview"][data-aspect-ratio="0"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await expect.poll(ratioOf, { timeout: UI_TIMEOUT_MS }).toBeCloseTo(9 / 16, 1);
    await page.getByText('16:9', { exact: true }).click();
    await page.locator('[data-testid="long-video-preview"][data-aspect-ratio="1"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await expect.poll(ratioOf, { timeout: UI_TIMEOUT_MS }).toBeCloseTo(16 / 9, 1);
    await script.fill('A'.repeat(2000));
    await settleAnimations(page);
    await screenshot(page, 'long-video-16x9-too-long');
  });

  it(
    'keeps one tile per photo, keeps the good photo when the next is refused, removes tiles from the keyboard, and says Reupload',
    { timeout: 180_000 },
    async () => {
      await page.goto(`${baseUrl}/talking-photo`);
      await page.getByTestId('avatar-skeleton').first().waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      const session = await sessionOf(page, baseUrl);
      const uploaded = page.getByTestId('avatar-uploaded-photo');

      const firstCheck = waitForApi(page, 'POST', '/talking_photo/check');
      await uploadTalkingPhoto(page, FACE_PHOTO_PATH);
      expect((await readEnvelope<{ usable: boolean }>(await firstCheck)).data.usable).toBe(true);
      await uploaded.first().waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await uploaded.getAttribute('aria-pressed')).toBe('true');

      // The same photo again: no second upload, no second tile; its tile is chosen.
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/common/upload') uploads.push(request.url());
      });
      await uploadTalkingPhoto(page, FACE_PHOTO_PATH);
      await toast(page, 'This photo is already in your list, so it is selected.').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(uploads).toEqual([]);
      expect(await uploaded.count()).toBe(1);

      // A refused photo: its problems show, and the good photo stays chosen and on the row.
      const refusedCheck = waitForApi(page, 'POST', '/talking_photo/check');
      await uploadTalkingPhoto(page, FACELESS_PICTURE_PATH);
      expect((await readEnvelope<{ usable: boolean }>(await refusedCheck)).data.usable).toBe(false);
      await page.locator('[data-testid="photo-check"][data-result="blocked"]').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByText('The photo you chose before stays selected.').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await uploaded.count()).toBe(1);
      expect(await uploaded.getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByTestId('talking-photo-preview').getAttribute('data-face')).toBe('photo');
      expect(await page.getByTestId('talking-photo-preview').getAttribute('src')).toBe(await uploaded.locator('img').getAttribute('src'));
      await settleAnimations(page);
      await screenshot(page, 'talking-photo-refused-kept');

      // Removing from the keyboard: Tab from the tile reaches its remove button, named after the photo.
      await uploaded.focus();
      await page.keyboard.press('Tab');
      const focusedLabel = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      expect(focusedLabel).toBe('Remove katherine_maher_800px from the list');
      await page.keyboard.press('Enter');
      await uploaded.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      // No face is chosen now: the preview shows only the refused photo beside its problems.
      expect(await page.getByTestId('talking-photo-preview').getAttribute('data-face')).toBe('none');
      expect(await page.getByTestId('create-video').isDisabled()).toBe(true);
      expect(await page.getByTestId('create-video-hint').innerText()).toBe('Upload a photo or pick an avatar first.');

      // Two uploads of one photo stored in earlier visits show as one earlier photo, which can be removed for good.
      for (let copy = 0; copy < 2; copy += 1) {
        const fullPath = await uploadFileByApi(session, await readFile(FACE_PHOTO_PATH), 'same-face.jpg', 'image/jpeg');
        await callApi(session, 'POST', '/talking_photo/check', { photo_path: fullPath });
      }
      await page.reload();
      const earlier = page.getByTestId('avatar-person');
      await earlier.first().waitFor({ timeout: UI_TIMEOUT_MS });
      // Both copies are listed by the server; once their bytes are compared, one tile stands for them.
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="avatar-person"]').length === 1, undefined, { timeout: UI_TIMEOUT_MS });
      // The photo removed before (the first upload) stays off the row on this visit too.
      expect(await earlier.evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')))).toEqual(['same-face']);
      await settleAnimations(page);
      await screenshot(page, 'talking-photo-one-tile');
      await page.getByRole('button', { name: 'Remove same-face from the list' }).click();
      await earlier.first().waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      await page.reload();
      await page.getByTestId('avatar-skeleton').first().waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      await page.waitForTimeout(1000);
      expect(await earlier.count()).toBe(0);

      // An uploaded recording offers Reupload (spec §2, like every upload), not Remove.
      await page.getByTestId('tab-audio').click();
      await page
        .getByTestId('audio-upload-input')
        .setInputFiles({ name: 'greeting.wav', mimeType: 'audio/wav', buffer: createSawtoothWav(VOICE_LIKE_SAWTOOTH) });
      await page.getByTestId('audio-name').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('audio-reupload').innerText()).toBe('Reupload');
      expect(await page.getByRole('button', { name: 'Remove', exact: true }).count()).toBe(0);
      const chooser = page.waitForEvent('filechooser', { timeout: UI_TIMEOUT_MS });
      await page.getByTestId('audio-reupload').click();
      await chooser;
      // Until another recording is up, this one stays.
      expect(await page.getByTestId('audio-name').innerText()).toBe('greeting.wav');
      await settleAnimations(page);
      await screenshot(page, 'talking-photo-audio-reupload');
    },
  );

  it('leads Home’s “Upload a file” to where the file is used: a photo to Talking Photo, a PDF to Video Podcast', { timeout: 120_000 }, async () => {
    await page.goto(`${baseUrl}/`);
    const card = page.getByTestId('home-upload-card');
    await card.getByText('A photo becomes a talking photo; a PDF becomes a two-host video podcast.').waitFor({ timeout: UI_TIMEOUT_MS });
    await card.getByTestId('upload-input').setInputFiles(FACE_PHOTO_PATH);
    await card.locator('[data-testid="upload-state"][data-state="uploaded"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await settleAnimations(page);
    await screenshot(page, 'home-upload-photo');
    const check = waitForApi(page, 'POST', '/talking_photo/check');
    await card.getByRole('link', { name: 'Make this photo talk' }).click();
    await page.waitForURL((url) => url.pathname === '/talking-photo', { timeout: UI_TIMEOUT_MS });
    expect((await readEnvelope<{ usable: boolean }>(await check)).data.usable).toBe(true);
    const tile = page.getByTestId('avatar-uploaded-photo');
    await tile.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await tile.getAttribute('aria-pressed')).toBe('true');
    // The address forgets the photo: a reload does not check it again.
    await page.waitForURL((url) => url.pathname === '/talking-photo' && !url.searchParams.has('photo'), { timeout: UI_TIMEOUT_MS });

    await page.goto(`${baseUrl}/`);
    await card.getByTestId('upload-input').setInputFiles(PDF_PATH);
    await card.locator('[data-testid="upload-state"][data-state="uploaded"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await card.getByRole('link', { name: 'Make a video podcast from it' }).click();
    await page.waitForURL((url) => url.pathname === '/video-podcast', { timeout: UI_TIMEOUT_MS });
    const source = page.getByTestId('podcast-source');
    await source.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await source.locator('input[value="pdf"]').isChecked()).toBe(true);
    await page.locator('[data-testid="upload-state"][data-state="uploaded"]').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('uploaded-file-name').innerText()).toBe('fixture.pdf');
    await settleAnimations(page);
    await screenshot(page, 'home-upload-pdf-podcast');
  });

  it('asks before Export spends a credit, shows the balance after it at once, and again when a render ends failed', { timeout: 180_000 }, async () => {
    await page.goto(`${baseUrl}/`);
    await openLoginFromTopBar(page);
    await signInWithDialog(page, EMAIL, PASSWORD);
    const session = await sessionOf(page, baseUrl);
    const balance = page.getByTestId('credits-balance');
    const before = Number(await balance.innerText());
    expect(before).toBeGreaterThan(1);

    const { new_prj_id: scriptId } = await callApi<{ new_prj_id: string }>(session, 'POST', '/project/topic_to_video', {
      topic: 'Three habits that help you sleep better',
      language: 'english',
      tone: 'Friendly',
      model: 1,
      expected_duration: 1,
    });
    const deadlineMs = Date.now() + SCRIPT_TIMEOUT_MS;
    while ((await callApi<{ status: number }>(session, 'GET', `/project/topic_to_video?project_id=${scriptId}`)).status !== 4) {
      if (Date.now() > deadlineMs) throw new Error('The topic script was not written in time');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const video = await callApi<{ new_prj_id: string; workspace_index: number }>(session, 'POST', '/project/topic_to_video_pro_edit', {
      project_id: scriptId,
      aspect_ratio: 0,
    });
    try {
      await page.goto(`${baseUrl}/editor?id=${video.new_prj_id}&index=${video.workspace_index}`);
      // The editor's Export: its button waits for the project's kind (what a render of it costs).
      await page.getByTestId('editor-export').click();
      const render = page.getByTestId('editor-export-start');
      await render.waitFor({ timeout: UI_TIMEOUT_MS });
      await page.waitForFunction(() => !(document.querySelector('[data-testid="editor-export-start"]') as HTMLButtonElement | null)?.disabled, undefined, {
        timeout: UI_TIMEOUT_MS,
      });
      const submits: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/project/task/submit') submits.push(request.url());
      });

      // Cancel spends nothing.
      await render.click();
      const dialog = page.getByTestId('credits-confirm-dialog');
      await dialog.getByText('Export video').first().waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await dialog.getByTestId('credits-needed').innerText()).toBe('1');
      expect(await dialog.getByTestId('credits-left').innerText()).toBe(String(before));
      await settleAnimations(page);
      await screenshot(page, 'editor-render-confirm');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.getByTestId('credits-needed').waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      expect(submits).toEqual([]);

      // Submit spends one, and the top bar says so without a reload.
      await render.click();
      const submitted = waitForApi(page, 'POST', '/project/task/submit');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      expect((await readEnvelope(await submitted)).code).toBe(0);
      await page.locator(`[data-testid="credits-balance"][aria-label="Credits: ${before - 1}"]`).waitFor({ timeout: UI_TIMEOUT_MS });

      // A render that ends failed (its credit refunded by the server) makes the page fetch the balance again.
      await page.route(
        (url) => url.pathname === '/api/project/render/status',
        async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as Envelope<Record<string, unknown>>;
          body.data = { ...body.data, status: 'failed', error: 'The render stopped' };
          await route.fulfill({ response, json: body });
        },
      );
      const balanceReload = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/user/info', { timeout: UI_TIMEOUT_MS });
      expect(new URL((await balanceReload).url()).pathname).toBe('/api/v1/user/info');
      await page.unrouteAll();
    } finally {
      // The render would keep a core busy for minutes: deleting the video cancels it.
      await callApi(session, 'POST', '/project/delete', { project_id: video.new_prj_id });
    }
  });

  it('speaks Chinese where it used to fall back to English: plan, credit history, topic languages, model note', { timeout: 90_000 }, async () => {
    const chinese = await browser!.newPage({ viewport: DESKTOP_VIEWPORT });
    try {
      await chinese.addInitScript(() => localStorage.setItem('talkreel.language', 'zh-CN'));
      await chinese.goto(`${baseUrl}/`);
      await openLoginFromTopBarInChinese(chinese);
      await chinese.locator('[data-testid="account-status"][data-status="user"]').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await chinese.getByTestId('plan-badge').innerText()).toBe('免费版');

      await chinese.goto(`${baseUrl}/credits`);
      const rows = chinese.getByTestId('ledger-row');
      await rows.first().waitFor({ timeout: UI_TIMEOUT_MS });
      const reasons = await rows.evaluateAll((found) => found.map((row) => row.children[1]?.textContent ?? ''));
      expect(reasons).toContain('欢迎赠送积分（免费版）');
      expect(reasons).toContain('数字人视频');
      for (const reason of reasons) expect(reason).not.toMatch(/[A-Za-z]{3,}/u);
      await settleAnimations(chinese);
      await screenshot(chinese, 'zh-credit-history');

      const optionsAnswer = waitForApi(chinese, 'GET', '/project/script/options');
      await chinese.goto(`${baseUrl}/text-to-video`);
      const options = await readEnvelope<{ writer: { id: string }; topic_languages: string[] }>(await optionsAnswer);
      await chinese.getByTestId('topic-form').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await chinese.getByTestId('topic-language').inputValue()).toBe('英语 · English');
      if (!options.data.topic_languages.includes('french')) {
        expect(await chinese.getByTestId('topic-languages-hint').innerText()).toBe('本服务器可以用英语和中文撰写主题脚本，暂不支持其他语言。');
      }
      if (options.data.writer.id === 'embedded') {
        expect(await chinese.getByTestId('topic-model').locator('input').first().isDisabled()).toBe(true);
        expect(await chinese.getByTestId('topic-model-note').innerText()).toBe('本服务器的脚本由内置写作器撰写，不使用模型，所以这个选项在这里不起作用。');
      }
      expect(await chinese.locator('body').innerText()).not.toContain('LLM_BASE_URL');
      await settleAnimations(chinese);
      await screenshot(chinese, 'zh-topic');
    } finally {
      await chinese.close();
    }
  });
});

/** The Chinese top bar's 登录, then the dialog's fields, by their Chinese names. */
async function openLoginFromTopBarInChinese(page: Page): Promise<void> {
  await page.locator('[data-testid="account-status"][data-status="guest"]').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByTestId('login-dialog');
  await dialog.getByRole('heading', { name: '欢迎使用 Talkreel' }).waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await dialog.getByTestId('login-terms').innerText()).toBe('点击登录即表示您接受 使用条款 和 隐私政策');
  await dialog.locator('input[type="email"]').fill(EMAIL);
  await dialog.locator('input[type="password"]').first().fill(PASSWORD);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
}
