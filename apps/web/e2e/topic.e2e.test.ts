import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvelope, settleAnimations, toast, UI_TIMEOUT_MS, waitForApi } from './support/auth-flows.ts';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import { ARTIFACTS_DIR, startTestServer, type TestServer } from './support/test-server.ts';

const DESKTOP_VIEWPORT = { width: 1440, height: 960 };
const PHONE_VIEWPORT = { width: 375, height: 812 };
const HEADLINE = 'Text To Video: Turn Idea To Video With AI Avatar';
const GENERATING_TEXT = 'This may take 15-30 seconds. Please stay on this page.';
const SCRIPT_API = '/api/project/topic_to_video';
/** The embedded writer needs about a second for a script; a loaded machine more. */
const SCRIPT_TIMEOUT_MS = 30_000;

const shouldSkip = shouldSkipBrowserTests('the topic-to-video browser test');

interface TopicScriptData {
  status: number;
  err_msg: string;
  scene_text: string[];
  topic: string;
  language: string;
  tone: string;
  model: number;
  expected_duration: number;
  writer: string | null;
}

function isScriptStatusUrl(url: URL): boolean {
  return url.pathname === SCRIPT_API;
}

/** Every GET of the script status the page makes, with when it was made (ms since the epoch). */
interface PollRecord {
  atMs: number;
  sceneCount: number;
}

/**
 * Holds the real script back in the browser, so that the page's polling
 * state can be seen: while `isHolding`, a done script is answered as partial
 * (status 3), one more scene per poll, never all of them. The server still
 * writes it for real; only the answers the page reads are cut.
 */
function holdScriptStream(page: Page) {
  const state = { isHolding: true, revealed: 0, polls: [] as PollRecord[] };
  const handler = async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { code: number; msg: string; data: TopicScriptData };
    if (state.isHolding && body.code === 0 && body.data.scene_text.length > 1) {
      state.revealed = Math.min(state.revealed + 1, body.data.scene_text.length - 1);
      body.data = { ...body.data, status: 3, scene_text: body.data.scene_text.slice(0, state.revealed) };
    }
    state.polls.push({ atMs: Date.now(), sceneCount: body.code === 0 ? body.data.scene_text.length : -1 });
    await route.fulfill({ response, json: body });
  };
  return { state, start: () => page.route(isScriptStatusUrl, handler), stop: () => page.unroute(isScriptStatusUrl, handler) };
}

/** Nothing on the page is wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function sceneLabels(page: Page): Promise<string[]> {
  return page.getByTestId('topic-scene-label').allInnerTexts();
}

describe.skipIf(shouldSkip)('topic to video in Chromium against the real server', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let baseUrl: string;
  /** The first script: its step-2 address, topic and scenes. */
  let scriptUrl = '';
  let scriptTopic = '';
  let scriptScenes: string[] = [];
  const screenshot = (target: Page, name: string, fullPage = false) => target.screenshot({ path: path.join(ARTIFACTS_DIR, `topic-${name}.png`), fullPage });

  beforeAll(async () => {
    server = await startTestServer();
    baseUrl = server.baseUrl;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('asks for the topic, fills a sample, shows scenes while polling, and stops', { timeout: 60_000 }, async () => {
    const createCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === SCRIPT_API) createCalls.push(request.postData() ?? '');
    });
    const optionsAnswer = waitForApi(page, 'GET', '/project/script/options');
    await page.goto(`${baseUrl}/text-to-video`);
    await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor({ timeout: UI_TIMEOUT_MS });
    const options = await readEnvelope<{ writer: { id: string }; topic_languages: string[] }>(await optionsAnswer);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Text to Video' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // Defaults (spec §9), and what writes the scripts here, said plainly.
    expect(await page.getByTestId('topic-language').inputValue()).toBe('English');
    expect(await page.getByTestId('topic-tone').inputValue()).toBe('Professional');
    expect(await page.getByTestId('topic-model').locator('input[value="1"]').isChecked()).toBe(true);
    expect(await page.getByTestId('topic-duration').locator('input[value="1"]').isChecked()).toBe(true);
    for (const label of ['GPT-4o', 'Deepseek']) expect(await page.getByTestId('topic-model').getByText(label, { exact: true }).count()).toBe(1);
    for (const label of ['~30s', '~60s', '~3mins']) expect(await page.getByTestId('topic-duration').getByText(label, { exact: true }).count()).toBe(1);
    const writerNote = page.getByTestId('topic-writer-note');
    await writerNote.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await writerNote.getAttribute('data-writer')).toBe(options.data.writer.id);
    if (options.data.writer.id === 'embedded') {
      expect(await writerNote.innerText()).toContain('built-in writer from a template outline, not by a language model');
      // The Model choice does nothing here: shown, disabled, and said so, without the operator's settings.
      expect(await page.getByTestId('topic-model').locator('input').first().isDisabled()).toBe(true);
      expect(await page.getByTestId('topic-model-note').innerText()).toBe(
        'Scripts here come from the built-in writer, which uses no model: this choice changes nothing on this server.',
      );
    }
    expect(await page.locator('body').innerText()).not.toContain('LLM_BASE_URL');

    // The topic is required: its message on blur, and a submit without it sends nothing.
    const topic = page.getByTestId('topic-input');
    await topic.focus();
    await page.keyboard.press('Tab');
    await page.getByText('Please enter the topic', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByTestId('topic-submit').click();
    await page.waitForTimeout(300);
    expect(createCalls).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('topic-input');

    // Six samples; one picked by keyboard fills the topic, and the message goes.
    const samples = page.getByTestId('sample-topic');
    expect(await samples.count()).toBe(6);
    const sample = samples.nth(2);
    scriptTopic = await sample.innerText();
    await sample.focus();
    await page.keyboard.press('Enter');
    expect(await topic.inputValue()).toBe(scriptTopic);
    expect(await page.getByText('Please enter the topic', { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('topic-counter').innerText()).toBe(`${scriptTopic.length}/1000`);
    // The counter stops at 1000.
    await topic.fill('x'.repeat(1200));
    expect(await page.getByTestId('topic-counter').innerText()).toBe('1000/1000');
    await samples.nth(2).click();
    expect(await topic.inputValue()).toBe(scriptTopic);

    await page.getByTestId('topic-duration').getByText('~60s', { exact: true }).click();
    await settleAnimations(page);
    await screenshot(page, 'form');

    // Submit: step 2 with the project in the address; scenes come in while the page polls.
    const hold = holdScriptStream(page);
    await hold.start();
    const createRequest = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === SCRIPT_API);
    const createAnswer = waitForApi(page, 'POST', '/project/topic_to_video');
    await page.getByTestId('topic-submit').click();
    expect((await createRequest).postDataJSON()).toEqual({ topic: scriptTopic, language: 'english', tone: 'Professional', model: 1, expected_duration: 2 });
    const created = await readEnvelope<{ new_prj_id: string }>(await createAnswer);
    const createdAtMs = Date.now();
    expect(created.code).toBe(0);
    await page.waitForURL(`${baseUrl}/text-to-video?id=${created.data.new_prj_id}`, { timeout: UI_TIMEOUT_MS });
    scriptUrl = page.url();

    await page.getByText('SCENE 2', { exact: true }).waitFor({ timeout: SCRIPT_TIMEOUT_MS });
    expect(await page.getByTestId('topic-script').getAttribute('data-polling')).toBe('true');
    expect(await page.getByTestId('topic-generating-text').innerText()).toBe(GENERATING_TEXT);
    expect(await page.getByTestId('topic-stop').isVisible()).toBe(true);
    expect(await page.getByTestId('topic-generate-video').isDisabled()).toBe(true);
    expect(await page.getByTestId('topic-regenerate').count()).toBe(0);
    // The script is held back one scene short, so the page waits between polls now.
    await page.waitForTimeout(1200);
    await settleAnimations(page);
    await screenshot(page, 'generating');

    // Spec §4: the first poll after 500 ms; 1 ms after a poll that brought a new scene, 500 ms after one that did not.
    const polls = hold.state.polls;
    expect(polls[0]!.atMs - createdAtMs).toBeGreaterThanOrEqual(400);
    const gaps = polls
      .slice(1)
      .map((poll, index) => ({ ms: poll.atMs - polls[index]!.atMs, afterGrowth: polls[index]!.sceneCount > (polls[index - 1]?.sceneCount ?? 0) }));
    const streamingGaps = gaps.filter((gap) => gap.afterGrowth).map((gap) => gap.ms);
    const waitingGaps = gaps.filter((gap) => !gap.afterGrowth).map((gap) => gap.ms);
    console.log(`Poll gaps after a new scene: ${streamingGaps.join(', ')} ms; otherwise: ${waitingGaps.join(', ')} ms`);
    expect(Math.min(...streamingGaps)).toBeLessThan(300);
    expect(waitingGaps.length).toBeGreaterThan(0);
    expect(Math.min(...waitingGaps)).toBeGreaterThanOrEqual(480);

    // Stop: the scenes so far become the script (the server had finished it, so all of them), and polling ends.
    const stopAnswer = waitForApi(page, 'POST', '/project/topic_to_video/stop');
    await page.getByTestId('topic-stop').click();
    const stopped = await readEnvelope<TopicScriptData>(await stopAnswer);
    hold.state.isHolding = false;
    expect(stopped.code).toBe(0);
    expect(stopped.data.status).toBe(4);
    scriptScenes = stopped.data.scene_text;
    expect(scriptScenes.length).toBeGreaterThan(2);
    await page.locator('[data-testid="topic-script"][data-phase="done"][data-polling="false"]').waitFor({ timeout: UI_TIMEOUT_MS });
    const pollsAtStop = hold.state.polls.length;
    expect(await sceneLabels(page)).toEqual(scriptScenes.map((_, index) => `SCENE ${index + 1}`));
    expect(await page.getByTestId('topic-scene-text').allInnerTexts()).toEqual(scriptScenes);
    expect(await page.getByTestId('topic-stop').count()).toBe(0);
    expect(await page.getByText(GENERATING_TEXT).count()).toBe(0);
    expect(await page.getByTestId('topic-regenerate').isEnabled()).toBe(true);
    expect(await page.getByTestId('topic-generate-video').isEnabled()).toBe(true);
    expect(await page.getByTestId('topic-summary-text').innerText()).toBe(scriptTopic);
    if (options.data.writer.id === 'embedded') {
      expect(await page.getByTestId('topic-written-by').innerText()).toBe('Written by the built-in writer from a template outline.');
    }
    await page.waitForTimeout(700);
    expect(hold.state.polls.length).toBe(pollsAtStop);
    await hold.stop();
    await page.evaluate(() => window.scrollTo(0, 0));
    await settleAnimations(page);
    await screenshot(page, 'done');
  });

  it('writes the script again with Re-Generate, resumes it on reload, and Edit Topic keeps the values', { timeout: 60_000 }, async () => {
    expect(scriptUrl).not.toBe('');
    const firstId = new URL(scriptUrl).searchParams.get('id');
    const regenerateRequest = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === SCRIPT_API);
    const regenerateAnswer = waitForApi(page, 'POST', '/project/topic_to_video');
    await page.getByTestId('topic-regenerate').click();
    expect((await regenerateRequest).postDataJSON()).toEqual({ project_id: firstId });
    const regenerated = await readEnvelope<{ new_prj_id: string }>(await regenerateAnswer);
    expect(regenerated.code).toBe(0);
    expect(regenerated.data.new_prj_id).not.toBe(firstId);
    await page.waitForURL(`${baseUrl}/text-to-video?id=${regenerated.data.new_prj_id}`, { timeout: UI_TIMEOUT_MS });
    await page.locator(`[data-testid="topic-script"][data-project-id="${regenerated.data.new_prj_id}"][data-phase="done"]`).waitFor({
      timeout: SCRIPT_TIMEOUT_MS,
    });
    // The built-in writer is deterministic: the same topic and options give the same scenes.
    expect(await page.getByTestId('topic-scene-text').allInnerTexts()).toEqual(scriptScenes);

    // A reload of step 2 shows the script again.
    await page.reload();
    await page.locator('[data-testid="topic-script"][data-phase="done"]').waitFor({ timeout: SCRIPT_TIMEOUT_MS });
    expect(await sceneLabels(page)).toEqual(scriptScenes.map((_, index) => `SCENE ${index + 1}`));

    // Edit Topic: step 1 with the script's values, read from the status answer.
    await page.getByTestId('topic-edit').click();
    await page.waitForURL(`${baseUrl}/text-to-video`, { timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('topic-input').inputValue()).toBe(scriptTopic);
    expect(await page.getByTestId('topic-duration').locator('input[value="2"]').isChecked()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('topic-input');
  });

  it('refuses a language the server cannot write topics in, and says why', { timeout: 60_000 }, async () => {
    const optionsAnswer = waitForApi(page, 'GET', '/project/script/options');
    await page.goto(`${baseUrl}/text-to-video`);
    const options = await readEnvelope<{ topic_languages: string[]; languages: Array<{ value: string }> }>(await optionsAnswer);
    if (options.data.topic_languages.includes('french')) {
      console.log('A language model writes French here: nothing to refuse.');
      return;
    }
    expect(options.data.topic_languages).toEqual(['english', 'chinese']);
    expect(await page.getByTestId('topic-languages-hint').innerText()).toBe(
      'On this server, topic scripts can be written in English and Chinese. Other languages are not available here yet.',
    );
    const language = page.getByTestId('topic-language');
    await language.click();
    await language.fill('Fren');
    const french = page.getByRole('option', { name: /^French · Français\s*, not available on this server$/ });
    await french.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await french.getAttribute('data-combobox-disabled')).toBe('true');
    expect(await page.getByText('Not available on this server', { exact: true }).isVisible()).toBe(true);
    await settleAnimations(page);
    await screenshot(page, 'languages');
    await french.click({ force: true });
    await page.keyboard.press('Escape');
    await language.blur();
    expect(await language.inputValue()).toBe('English');

    // The server agrees: a French topic is refused with the same reason, not written in English.
    const refusal = await page.evaluate(async () => {
      const response = await fetch('/api/project/topic_to_video', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('talkreel.token')}` },
        body: JSON.stringify({ topic: 'Les croissants', language: 'french', tone: 'Friendly', model: 1, expected_duration: 1 }),
      });
      return (await response.json()) as { code: number; msg: string };
    });
    expect(refusal.code).toBe(40000);
    expect(refusal.msg).toContain('Topic scripts in French need a language model this server does not have');
  });

  it('shows the Error view for a failed script with Back, ignores refused polls, and a stranger’s script is not found', { timeout: 60_000 }, async () => {
    // Status 5 comes from a writer failing, which the built-in writer does not do on a valid request: the answer is rewritten here.
    let refusedPolls = 0;
    await page.route(isScriptStatusUrl, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      if (refusedPolls < 2) {
        refusedPolls += 1;
        await route.fulfill({ json: { code: 50000, msg: 'The database is busy', data: null } });
        return;
      }
      const response = await route.fetch();
      const body = (await response.json()) as { code: number; data: TopicScriptData };
      // The script's language is one this server cannot write topics in (as after a language model was switched off).
      body.data = { ...body.data, status: 5, scene_text: [], language: 'french', err_msg: 'The writer stopped: the service did not answer' };
      await route.fulfill({ response, json: body });
    });
    await page.goto(scriptUrl);
    const error = page.getByTestId('topic-error');
    await error.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(refusedPolls).toBe(2);
    expect(await toast(page, 'The database is busy').count()).toBe(0);
    expect(await error.getByRole('heading', { level: 2 }).innerText()).toBe('Error');
    expect(await page.getByTestId('topic-error-message').innerText()).toBe('The writer stopped: the service did not answer');
    await settleAnimations(page);
    await screenshot(page, 'error');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(`${baseUrl}/text-to-video`, { timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('topic-input').inputValue()).toBe(scriptTopic);
    await page.unrouteAll();

    // Back brings French along: the form says it cannot be written here, and the submit points to why.
    expect(await page.getByTestId('topic-language').inputValue()).toBe('French · Français');
    const languageError = 'Topic scripts in French are not available on this server. Choose English or Chinese.';
    await page.getByText(languageError, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
    const submit = page.getByTestId('topic-submit');
    expect(await submit.isDisabled()).toBe(true);
    const describedBy = await submit.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).innerText()).toBe(languageError);
    await settleAnimations(page);
    await screenshot(page, 'language-refused');

    // Another visitor (a fresh guest) cannot read this account's script.
    const stranger = await browser!.newPage({ viewport: DESKTOP_VIEWPORT });
    try {
      await stranger.goto(scriptUrl);
      await stranger.locator('[data-testid="topic-script"][data-phase="missing"]').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await stranger.getByTestId('topic-error').getByRole('heading', { level: 2 }).innerText()).toBe('Script not found');
      expect(await stranger.getByTestId('topic-scene').count()).toBe(0);
    } finally {
      await stranger.close();
    }
  });

  it('makes a 16:9 video project with Generate Video and opens its page with the preview', { timeout: 60_000 }, async () => {
    await page.goto(scriptUrl);
    await page.locator('[data-testid="topic-script"][data-phase="done"]').waitFor({ timeout: SCRIPT_TIMEOUT_MS });
    const aspect = page.getByTestId('topic-aspect-ratio');
    expect(await aspect.locator('input[value="0"]').isChecked()).toBe(true);
    for (const label of ['9:16', '16:9', '1:1']) expect(await aspect.getByText(label, { exact: true }).count()).toBe(1);
    await aspect.getByText('16:9', { exact: true }).click();
    const videoRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/project/topic_to_video_pro_edit');
    const videoAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/project/topic_to_video_pro_edit', { timeout: 60_000 });
    await page.getByTestId('topic-generate-video').click();
    expect((await videoRequest).postDataJSON()).toEqual({ project_id: new URL(scriptUrl).searchParams.get('id'), aspect_ratio: 1 });
    const video = await readEnvelope<{ new_prj_id: string; workspace_index: number }>(await videoAnswer);
    expect(video.code).toBe(0);
    await page.waitForURL(`${baseUrl}/editor?id=${video.data.new_prj_id}&index=${video.data.workspace_index}`, { timeout: UI_TIMEOUT_MS });
    // The editor opens on the new video: a 16:9 canvas whose presenter's picture loads (its storage keys come as URLs).
    await page.getByTestId('editor-root').waitFor({ timeout: UI_TIMEOUT_MS });
    const canvas = page.locator('[data-testid="editor-canvas"][data-ready="true"]');
    await canvas.waitFor({ timeout: UI_TIMEOUT_MS });
    const box = (await canvas.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    expect(await page.getByTestId('editor-export').isVisible()).toBe(true);
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('editor-media-error').count()).toBe(0);
    await settleAnimations(page);
    await screenshot(page, 'video');
  });

  it('fits a 375 px phone: the form and the script', { timeout: 60_000 }, async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    try {
      await page.goto(`${baseUrl}/text-to-video`);
      await page.getByTestId('sample-topic').first().waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByTestId('topic-writer-note').waitFor({ timeout: UI_TIMEOUT_MS });
      await settleAnimations(page);
      await expectNoSidewaysScroll(page, PHONE_VIEWPORT.width);
      await screenshot(page, 'phone-form', true);

      await page.goto(scriptUrl);
      await page.locator('[data-testid="topic-script"][data-phase="done"]').waitFor({ timeout: SCRIPT_TIMEOUT_MS });
      await settleAnimations(page);
      await expectNoSidewaysScroll(page, PHONE_VIEWPORT.width);
      await screenshot(page, 'phone-script');
      await page.getByTestId('topic-generate-video').scrollIntoViewIfNeeded();
      expect(await page.getByTestId('topic-generate-video').isEnabled()).toBe(true);
      await screenshot(page, 'phone-actions');
    } finally {
      await page.setViewportSize(DESKTOP_VIEWPORT);
    }
  });

  it('speaks Simplified Chinese when the interface does, and writes a Chinese topic', { timeout: 60_000 }, async () => {
    const chinese = await browser!.newPage({ viewport: DESKTOP_VIEWPORT });
    try {
      await chinese.addInitScript(() => localStorage.setItem('talkreel.language', 'zh-CN'));
      await chinese.goto(`${baseUrl}/text-to-video`);
      await chinese.getByRole('heading', { level: 1, name: '文字转视频：用 AI 数字人把想法变成视频' }).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await chinese.getByTestId('topic-submit').innerText()).toBe('生成脚本');
      expect(await chinese.getByTestId('topic-tone').inputValue()).toBe('专业');
      await chinese.getByTestId('topic-input').focus();
      await chinese.keyboard.press('Tab');
      await chinese.getByText('请输入主题', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });

      await chinese.getByTestId('sample-topic').first().click();
      expect(await chinese.getByTestId('topic-input').inputValue()).toBe('帮你睡得更好的三个习惯');
      // The language follows the Chinese topic (it stayed on English, and the script mixed both), named in Chinese: 中文, not 'Chinese · 中文'.
      // It follows on the render after the topic changes (and once the language list is in): waited for, not read at once.
      await chinese
        .waitForFunction(() => document.querySelector<HTMLInputElement>('[data-testid="topic-language"]')?.value === '中文', undefined, {
          timeout: UI_TIMEOUT_MS,
        })
        .catch(() => undefined);
      expect(await chinese.getByTestId('topic-language').inputValue()).toBe('中文');
      await chinese.getByTestId('topic-language').click();
      await chinese.getByRole('option', { name: '中文', exact: true }).click();
      await chinese.getByTestId('topic-writer-note').waitFor({ timeout: UI_TIMEOUT_MS });
      await settleAnimations(chinese);
      await screenshot(chinese, 'zh-cn-form');

      const createRequest = chinese.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === SCRIPT_API);
      await chinese.getByTestId('topic-submit').click();
      expect((await createRequest).postDataJSON()).toMatchObject({ topic: '帮你睡得更好的三个习惯', language: 'chinese', tone: 'Professional' });
      await chinese.locator('[data-testid="topic-script"][data-phase="done"]').waitFor({ timeout: SCRIPT_TIMEOUT_MS });
      expect((await sceneLabels(chinese))[0]).toBe('场景 1');
      expect(await chinese.getByTestId('topic-regenerate').innerText()).toBe('重新生成');
      expect(await chinese.getByTestId('topic-generate-video').innerText()).toBe('生成视频');
      expect(await chinese.getByTestId('topic-edit').innerText()).toBe('编辑主题');
      // Written in Chinese, not English.
      expect(await chinese.getByTestId('topic-scene-text').first().innerText()).toMatch(/[\u4e00-\u9fff]/u);
      await settleAnimations(chinese);
      await screenshot(chinese, 'zh-cn-script');
    } finally {
      await chinese.close();
    }
  });
});
