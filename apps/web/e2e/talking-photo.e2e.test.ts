import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccountByApi } from './support/account-by-api.ts';
import { openLoginFromTopBar, readEnvelope, settleAnimations, signInWithDialog, toast, UI_TIMEOUT_MS, waitForApi } from './support/auth-flows.ts';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import { createSawtoothWav, VOICE_LIKE_SAWTOOTH } from './support/wav-files.ts';
import { ARTIFACTS_DIR, REPO_ROOT, startTestServer, type TestServer } from './support/test-server.ts';

const EMAIL = `talking-photo-${Date.now()}@example.com`;
const PASSWORD = 'photo-talks-1';
const PHOTO_PATH = path.resolve(REPO_ROOT, '../shared/corpora/faces/positive/katherine_maher_800px.jpg');
const SCRIPT = 'Hello, I am a talking photo. Thank you for watching this short video.';
/** The stage names Home shows while the render runs (en). */
const STAGE_LABELS = ['Queued', 'Starting', 'Speech', 'Face', 'Frames', 'Encoding', 'Saving'];
const RENDER_TIMEOUT_MS = 240_000;
/** A phone: 390 × 844. */
const PHONE_VIEWPORT = { width: 390, height: 844 };

const shouldSkip = shouldSkipBrowserTests('the talking-photo browser test');

interface PhotoCheckData {
  usable: boolean;
  gender: 0 | 1 | 2;
  problems: Array<{ code: string; message: string; blocking: boolean }>;
}

describe.skipIf(shouldSkip)('talking photo in Chromium against the real server', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let baseUrl: string;
  const screenshot = (target: Page, name: string) => target.screenshot({ path: path.join(ARTIFACTS_DIR, `talking-photo-${name}.png`) });

  beforeAll(async () => {
    server = await startTestServer({ TEST_HOOKS: 'true' });
    baseUrl = server.baseUrl;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 960 } });
    await registerAccountByApi(baseUrl, EMAIL, PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it(
    'uploads a photo past the guidelines, gets its check and voice, creates the video and plays it on Home',
    { timeout: RENDER_TIMEOUT_MS + 120_000 },
    async () => {
      const personsAnswer = waitForApi(page, 'GET', '/avatar_library/talking_photo');
      await page.goto(`${baseUrl}/talking-photo?source=test&trace_id=e2e`);
      await page.getByRole('heading', { level: 1, name: 'Talking Photo' }).waitFor({ timeout: UI_TIMEOUT_MS });
      await openLoginFromTopBar(page);
      await signInWithDialog(page, EMAIL, PASSWORD);
      expect((await readEnvelope<{ digital_persons: unknown[] }>(await personsAnswer)).code).toBe(0);
      // A new account has no earlier photos: the row is just the Upload circle.
      await page.getByTestId('avatar-skeleton').first().waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('avatar-person').count()).toBe(0);
      expect(await page.getByTestId('create-video').isDisabled()).toBe(true);
      expect(await page.getByTestId('create-video-hint').innerText()).toBe('Upload a photo or pick an avatar first.');
      await settleAnimations(page);
      await screenshot(page, 'empty');

      // The guidelines first; confirm waits out its countdown, then opens the file picker.
      await page.getByTestId('avatar-upload').click();
      const guidelines = page.getByTestId('photo-guidelines');
      await guidelines.getByText('Photo guidelines').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await guidelines.getAttribute('data-variant')).toBe('modal');
      expect(await guidelines.getByTestId('guidelines-good').innerText()).toContain('A front-facing, realistic face looking at the camera');
      expect(await guidelines.getByTestId('guidelines-bad').innerText()).toContain('Cartoonish or non-human faces');
      const confirm = guidelines.getByTestId('guidelines-confirm');
      expect(await confirm.isDisabled()).toBe(true);
      expect(Number(await confirm.getAttribute('data-seconds-left'))).toBeGreaterThan(0);
      expect(await confirm.innerText()).toMatch(/^Upload photo \([1-5]s\)$/);
      await screenshot(page, 'guidelines');
      await page.waitForFunction(() => !(document.querySelector('[data-testid="guidelines-confirm"]') as HTMLButtonElement | null)?.disabled, undefined, {
        timeout: UI_TIMEOUT_MS,
      });
      expect(await confirm.innerText()).toBe('Upload photo');

      const chooser = page.waitForEvent('filechooser', { timeout: UI_TIMEOUT_MS });
      const checkAnswer = waitForApi(page, 'POST', '/talking_photo/check');
      const voiceAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/aigc/avatar/voice', { timeout: 60_000 });
      // Left unawaited when the check fails first: that failure is the one to report.
      voiceAnswer.catch(() => undefined);
      await confirm.click();
      await (await chooser).setFiles(PHOTO_PATH);

      const check = await readEnvelope<PhotoCheckData>(await checkAnswer);
      expect(check.code).toBe(0);
      expect(check.data.usable).toBe(true);
      const checkView = page.getByTestId('photo-check');
      await checkView.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await checkView.getAttribute('data-result')).toBe(check.data.problems.length > 0 ? 'warnings' : 'usable');
      for (const problem of check.data.problems) expect(await checkView.innerText()).toContain(problem.message);
      expect(await page.getByTestId('talking-photo-preview').getAttribute('data-face')).toBe('photo');

      // The face's gender picked the default voice, which the selector now shows.
      const voiceResponse = await voiceAnswer;
      const voice = await readEnvelope<{ id: string; name: string }>(voiceResponse);
      expect(voice.code).toBe(0);
      expect(new URL(voiceResponse.url()).searchParams.get('gender')).toBe(check.data.gender === 1 ? '1' : '2');
      await page.locator(`[data-testid="voice-selector"][data-voice-id="${voice.data.id}"]`).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('voice-selector-name').innerText()).toBe(voice.data.name);

      // Script mode: Create waits for a script; the counter counts against the Free plan's 1500.
      expect(await page.getByTestId('create-video').isDisabled()).toBe(true);
      await page.getByTestId('script-input').fill(SCRIPT);
      expect(await page.getByTestId('script-counter').innerText()).toBe(`${SCRIPT.length}/1500`);
      expect(await page.getByTestId('create-video').isDisabled()).toBe(false);
      await settleAnimations(page);
      await screenshot(page, 'ready');

      // One credit, confirmed in the credits dialog; then Home follows the render.
      await page.getByTestId('create-video').click();
      const creditsDialog = page.getByTestId('credits-confirm-dialog');
      await creditsDialog.getByText('Generate Talking Photo').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.locator('[data-testid="credits-confirm-dialog"][data-mode="normal"]').count()).toBeGreaterThan(0);
      expect(await creditsDialog.getByTestId('credits-needed').innerText()).toBe('1');
      const createAnswer = waitForApi(page, 'POST', '/project/talking_photo');
      const submitAnswer = waitForApi(page, 'POST', '/project/task/submit');
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seenStages: string[] }).seenStages = seen;
        new MutationObserver(() => {
          const text = document.querySelector('[data-testid="talking-photo-stage"]')?.textContent ?? '';
          if (text && seen.at(-1) !== text) seen.push(text);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await creditsDialog.getByRole('button', { name: 'Submit' }).click();
      const created = await readEnvelope<{ new_prj_id: string; workspace_index: number }>(await createAnswer);
      expect(created.code).toBe(0);
      expect((await readEnvelope(await submitAnswer)).code).toBe(0);
      await page.waitForURL(
        (url) =>
          url.pathname === '/' &&
          url.searchParams.get('action') === 'talking-photo' &&
          url.searchParams.get('project_id') === created.data.new_prj_id &&
          url.searchParams.get('index') === String(created.data.workspace_index),
        { timeout: UI_TIMEOUT_MS },
      );

      const stageText = page.getByTestId('talking-photo-stage');
      await stageText.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(STAGE_LABELS).toContain(await stageText.innerText());
      await screenshot(page, 'progress');

      const video = page.getByTestId('talking-photo-video');
      await video.waitFor({ timeout: RENDER_TIMEOUT_MS });
      await page.waitForFunction(
        () => {
          const element = document.querySelector('[data-testid="talking-photo-video"]') as HTMLVideoElement | null;
          return element !== null && element.readyState >= 2 && element.duration > 0 && element.currentTime > 0;
        },
        undefined,
        { timeout: UI_TIMEOUT_MS },
      );
      // Every name Home showed is one of the render's stages, in the render's order.
      const seenStages = await page.evaluate(() => (window as unknown as { seenStages: string[] }).seenStages);
      console.log(`Home showed the stages ${seenStages.join(' → ')}`);
      expect(seenStages.length).toBeGreaterThan(0);
      const order = seenStages.map((stage) => STAGE_LABELS.indexOf(stage));
      expect(order.every((position) => position >= 0)).toBe(true);
      expect([...order].sort((first, second) => first - second)).toEqual(order);
      const srtUrl = await page.getByTestId('talking-photo-srt').getAttribute('href');
      expect(await page.getByTestId('talking-photo-mp4').getAttribute('href')).toBe(await video.getAttribute('src'));
      const srt = await (await page.request.get(new URL(srtUrl!, baseUrl).href)).text();
      // The SRT holds the script's words in timed cues (a cue may break a line anywhere, so one word is checked).
      expect(srt).toMatch(/^1\r?\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}/);
      expect(srt).toContain('Hello');
      await settleAnimations(page);
      await screenshot(page, 'video');

      // Back on the page, the photo is one of the avatars: picking it selects it and its gender's voice.
      await page.goto(`${baseUrl}/talking-photo`);
      const earlierPhoto = page.getByTestId('avatar-person');
      await earlierPhoto.first().waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await earlierPhoto.count()).toBe(1);
      const personVoiceAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/aigc/avatar/voice', { timeout: UI_TIMEOUT_MS });
      await earlierPhoto.click();
      expect(await earlierPhoto.getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByTestId('talking-photo-preview').getAttribute('data-face')).toBe('person');
      const personVoice = await readEnvelope<{ id: string; name: string }>(await personVoiceAnswer);
      await page.locator(`[data-testid="voice-selector"][data-voice-id="${personVoice.data.id}"]`).waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByTestId('randomize-script').click();
      expect((await page.getByTestId('script-input').inputValue()).length).toBeGreaterThan(40);
      expect(await page.getByTestId('create-video').isDisabled()).toBe(false);
      await settleAnimations(page);
      await screenshot(page, 'revisit');

      // The same avatar speaking an uploaded recording instead: the create call carries it, with its measured length.
      await page.getByTestId('tab-audio').click();
      expect(await page.getByTestId('create-video').isDisabled()).toBe(true);
      const audioUploadAnswer = waitForApi(page, 'POST', '/common/upload');
      await page
        .getByTestId('audio-upload-input')
        .setInputFiles({ name: 'greeting.wav', mimeType: 'audio/wav', buffer: createSawtoothWav(VOICE_LIKE_SAWTOOTH) });
      const audioFile = await readEnvelope<{ full_path: string }>(await audioUploadAnswer);
      await page.getByTestId('audio-duration').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('create-video').isDisabled()).toBe(false);
      const audioCreateRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/project/talking_photo', { timeout: UI_TIMEOUT_MS });
      const audioCreateAnswer = waitForApi(page, 'POST', '/project/talking_photo');
      await page.getByTestId('create-video').click();
      await page.getByTestId('credits-confirm-dialog').getByRole('button', { name: 'Submit' }).click();
      const audioBody = (await audioCreateRequest).postDataJSON() as {
        person_id?: string;
        script?: string;
        audio_script?: { url: string; name: string; duration: number };
      };
      expect(audioBody.person_id).toBeTruthy();
      expect(audioBody.script).toBeUndefined();
      expect(audioBody.audio_script).toMatchObject({ url: audioFile.data.full_path, name: 'greeting.wav' });
      expect(audioBody.audio_script!.duration).toBeCloseTo(VOICE_LIKE_SAWTOOTH.durationMs / 1000, 1);
      expect((await readEnvelope(await audioCreateAnswer)).code).toBe(0);
      await page.waitForURL((url) => url.searchParams.get('action') === 'talking-photo', { timeout: UI_TIMEOUT_MS });
      await page.getByTestId('talking-photo-result').waitFor({ timeout: UI_TIMEOUT_MS });
    },
  );

  it('shows the guidelines as a drawer from the bottom on a phone, and closing it opens no file picker', { timeout: 60_000 }, async () => {
    const phone = await browser!.newPage({ viewport: PHONE_VIEWPORT });
    try {
      await phone.goto(`${baseUrl}/talking-photo`);
      await phone.getByTestId('avatar-upload').waitFor({ timeout: UI_TIMEOUT_MS });
      await settleAnimations(phone);
      await screenshot(phone, 'phone');
      // Nothing is wider than the phone: no sideways scrolling.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      let choosers = 0;
      phone.on('filechooser', () => (choosers += 1));
      await phone.getByTestId('avatar-upload').click();
      const guidelines = phone.getByTestId('photo-guidelines');
      await guidelines.getByText('Photo guidelines').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await guidelines.getAttribute('data-variant')).toBe('drawer');
      await settleAnimations(phone);
      await screenshot(phone, 'phone-guidelines');
      const box = await guidelines.getByTestId('guidelines-confirm').boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
      await phone.keyboard.press('Escape');
      await guidelines.getByText('Photo guidelines').waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      expect(choosers).toBe(0);
    } finally {
      await phone.close();
    }
  });

  it(
    'takes only MP3 or WAV under Upload Audio, shows the recording’s name and length; a Free plan’s Remove Watermark leads to buying',
    { timeout: 60_000 },
    async () => {
      const desktop = await browser!.newPage({ viewport: { width: 1440, height: 960 } });
      try {
        await desktop.goto(`${baseUrl}/talking-photo`);
        await desktop.getByTestId('tab-audio').click();
        const input = desktop.getByTestId('audio-upload-input');
        await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a recording') });
        await toast(desktop, 'Unsupported file types!').waitFor({ timeout: UI_TIMEOUT_MS });
        expect(await desktop.getByTestId('audio-name').count()).toBe(0);

        const uploadAnswer = waitForApi(desktop, 'POST', '/common/upload');
        await input.setInputFiles({ name: 'greeting.wav', mimeType: 'audio/wav', buffer: createSawtoothWav(VOICE_LIKE_SAWTOOTH) });
        expect((await readEnvelope(await uploadAnswer)).code).toBe(0);
        await desktop.getByTestId('audio-name').waitFor({ timeout: UI_TIMEOUT_MS });
        expect(await desktop.getByTestId('audio-name').innerText()).toBe('greeting.wav');
        expect(await desktop.getByTestId('audio-duration').innerText()).toBe('0:03');
        // A recording but no face yet: Create still waits for the photo.
        expect(await desktop.getByTestId('create-video').isDisabled()).toBe(true);
        expect(await desktop.getByTestId('create-video-hint').innerText()).toBe('Upload a photo or pick an avatar first.');
        await settleAnimations(desktop);
        await screenshot(desktop, 'audio');

        await desktop.getByTestId('remove-watermark').click();
        await desktop.waitForURL((url) => url.pathname === '/' && url.searchParams.get('action') === 'buy', { timeout: UI_TIMEOUT_MS });
      } finally {
        await desktop.close();
      }
    },
  );

  it('asks a guest to sign in on Create Video, and does nothing when the login is dismissed', { timeout: 90_000 }, async () => {
    const guest = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const createCalls: string[] = [];
      guest.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === '/api/project/talking_photo' || pathname === '/api/project/task/submit') createCalls.push(pathname);
      });
      await guest.goto(`${baseUrl}/talking-photo`);
      await guest.getByTestId('avatar-upload').click();
      const confirm = guest.getByTestId('guidelines-confirm');
      await confirm.waitFor({ timeout: UI_TIMEOUT_MS });
      await guest.waitForFunction(() => !(document.querySelector('[data-testid="guidelines-confirm"]') as HTMLButtonElement | null)?.disabled, undefined, {
        timeout: UI_TIMEOUT_MS,
      });
      const chooser = guest.waitForEvent('filechooser', { timeout: UI_TIMEOUT_MS });
      await confirm.click();
      await (await chooser).setFiles(PHOTO_PATH);
      await guest.locator('[data-testid="voice-selector"]:not([data-voice-id=""])').waitFor({ timeout: 60_000 });
      await guest.getByTestId('script-input').fill(SCRIPT);
      await guest.getByTestId('create-video').click();
      const login = guest.getByTestId('login-dialog');
      await login.getByRole('heading', { name: 'Welcome to Talkreel' }).waitFor({ timeout: UI_TIMEOUT_MS });
      await login.getByRole('button', { name: 'Close' }).click();
      await login.getByRole('heading', { name: 'Welcome to Talkreel' }).waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      await guest.waitForTimeout(500);
      expect(await guest.getByRole('dialog').count()).toBe(0);
      expect(new URL(guest.url()).pathname).toBe('/talking-photo');
      expect(createCalls).toEqual([]);
      expect(await guest.getByTestId('script-input').inputValue()).toBe(SCRIPT);
    } finally {
      await guest.close();
    }
  });
});
