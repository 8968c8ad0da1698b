import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginByApi, registerAccountByApi } from './support/account-by-api.ts';
import { settleAnimations, UI_TIMEOUT_MS } from './support/auth-flows.ts';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import { createTalkingPhotoByApi, defaultVoiceByApi, getWorkspaceByApi, listSavedLayers } from './support/editor-by-api.ts';
import { decodePng, extractVideoFrame, meanAbsoluteRgbDifference, shiftFrame, writeComparisonPng } from './support/frame-pixels.ts';
import { createTestPicturePng } from './support/player-test-workspace.ts';
import { downloadToFile, uploadFileByApi, type ApiSession } from './support/render-by-api.ts';
import { ARTIFACTS_DIR, REPO_ROOT, startTestServer, type TestServer } from './support/test-server.ts';

const EMAIL = `editor-${Date.now()}@example.com`;
const PASSWORD = 'edit-all-1';
const PHOTO_PATH = path.resolve(REPO_ROOT, '../shared/corpora/faces/positive/katherine_maher_800px.jpg');
const SCRIPT = 'Hello, this video was edited in the Talkreel editor.';
const RENDER_TIMEOUT_MS = 150_000;
/** The bound: a frame of the export against the editor's canvas at the same time, mean |RGB| in 0–255 levels. */
const MAX_MEAN_DIFFERENCE = 2;
const COMPARE_WIDTH_PX = 360;
/** A time inside the scene moved to the front (text and picture, no animated face). */
const COMPARE_TIME_MS = 1500;

const shouldSkip = shouldSkipBrowserTests('the editor browser test');

/** Draws `timeMs` on the editor's canvas and returns it scaled to `widthPx`, as PNG bytes. */
async function captureEditorCanvas(page: Page, timeMs: number, widthPx: number, heightPx: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ timeMs, widthPx, heightPx }) => {
      const player = window.__talkreelPlayer;
      if (!player) throw new Error('No player on the editor page');
      await player.seekAndDraw(timeMs);
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="editor-canvas"]')!;
      const scaled = document.createElement('canvas');
      scaled.width = widthPx;
      scaled.height = heightPx;
      const context = scaled.getContext('2d')!;
      context.imageSmoothingQuality = 'high';
      context.drawImage(canvas, 0, 0, scaled.width, scaled.height);
      return scaled.toDataURL('image/png');
    },
    { timeMs, widthPx, heightPx },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Drags with the mouse from one point to another in `steps` moves (a real drag: down, moves, up). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 12): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

async function centreOf(page: Page, testId: string): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId(testId).first().boundingBox();
  if (!box) throw new Error(`${testId} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function waitForSaved(page: Page): Promise<void> {
  // The change is seen as unsaved at once, then saved about a second after the last one.
  await page
    .locator('[data-testid="editor-save-state"][data-state="unsaved"], [data-testid="editor-save-state"][data-state="saving"]')
    .waitFor({ timeout: 3000 })
    .catch(() => undefined);
  await page.locator('[data-testid="editor-save-state"][data-state="saved"]').waitFor({ timeout: UI_TIMEOUT_MS });
}

describe.skipIf(shouldSkip)('the editor in Chromium against the real server', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let session: ApiSession;
  let projectId: string;
  let workDir: string;
  const screenshot = (target: Page, name: string) => target.screenshot({ path: path.join(ARTIFACTS_DIR, `editor-${name}.png`) });

  beforeAll(async () => {
    server = await startTestServer({ TEST_HOOKS: 'true' });
    const baseUrl = server.baseUrl;
    browser = await launchChromium();
    workDir = await mkdtemp(path.join(tmpdir(), 'talkreel-editor-'));
    await registerAccountByApi(baseUrl, EMAIL, PASSWORD);
    session = { baseUrl, token: await loginByApi(baseUrl, EMAIL, PASSWORD) };
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((token) => localStorage.setItem('talkreel.token', token), session.token);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it(
    'edits a talking-photo video with pointer and keyboard, exports it, and the export shows what the canvas showed',
    { timeout: RENDER_TIMEOUT_MS * 2 + 180_000 },
    async () => {
      const { readFile } = await import('node:fs/promises');
      const photoPath = await uploadFileByApi(session, await readFile(PHOTO_PATH), 'katherine.jpg', 'image/jpeg');
      projectId = await createTalkingPhotoByApi(session, photoPath, SCRIPT, await defaultVoiceByApi(session, 1));

      // Not rendered yet: My Videos lists it, and Edit opens it.
      await page.goto(`${session.baseUrl}/my-videos`);
      await page.locator(`[data-testid="video-card"][data-project-id="${projectId}"]`).waitFor({ timeout: UI_TIMEOUT_MS });
      await screenshot(page, 'my-videos');
      await page.locator(`[data-testid="video-card-frame"]:has([data-project-id="${projectId}"]) [data-testid="edit-video"]`).click();
      await page.waitForURL(new RegExp(`/editor\\?id=${projectId}&index=0`));
      await page.getByTestId('editor-root').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.locator('[data-testid="editor-canvas"][data-ready="true"]').waitFor({ timeout: UI_TIMEOUT_MS });
      await settleAnimations(page);
      await screenshot(page, 'opened');

      // Select the person (it fills the canvas), move it and resize it from a corner.
      const canvasBox = (await page.getByTestId('editor-canvas').boundingBox())!;
      const centre = { x: canvasBox.x + canvasBox.width / 2, y: canvasBox.y + canvasBox.height / 2 };
      await page.mouse.click(centre.x, centre.y);
      const selection = page.getByTestId('editor-selection-box');
      await selection.waitFor({ timeout: UI_TIMEOUT_MS });
      const personId = await selection.getAttribute('data-element-id');
      const originalPerson = listSavedLayers(await getWorkspaceByApi(session, projectId)).find((layer) => layer.id === personId) as { w: number };
      expect(personId).toBe('talking-person');
      await drag(page, await centreOf(page, 'handle-se'), { x: canvasBox.x + canvasBox.width * 0.7, y: canvasBox.y + canvasBox.height * 0.7 });
      await drag(
        page,
        { x: canvasBox.x + canvasBox.width * 0.35, y: canvasBox.y + canvasBox.height * 0.35 },
        { x: canvasBox.x + canvasBox.width * 0.5, y: canvasBox.y + canvasBox.height * 0.45 },
      );
      await waitForSaved(page);
      let saved = await getWorkspaceByApi(session, projectId);
      expect(saved.workspace.condition).toBe('edited');
      const person = listSavedLayers(saved).find((layer) => layer.id === personId) as { x: number; y: number; w: number; h: number };
      // Made smaller from its bottom-right corner, then moved right and down.
      expect(person.x).toBeGreaterThan(0);
      expect(person.y).toBeGreaterThan(0);
      expect(person.w).toBeLessThan(originalPerson.w * 0.8);

      // A new scene; a heading in it whose font and colour change; an uploaded picture.
      await page.getByTestId('scene-add').click();
      await page.getByTestId('add-menu').click();
      await page.getByTestId('add-text-heading').click();
      await page.getByTestId('prop-font-family').click();
      await page.getByRole('option').nth(1).click();
      await page.getByTestId('prop-color').fill('#FF3366');
      await page.getByTestId('prop-color').press('Enter');
      const textId = await page.getByTestId('editor-selection-box').getAttribute('data-element-id');
      const picturePng = path.join(workDir, 'shapes.png');
      const { writeFile } = await import('node:fs/promises');
      await writeFile(picturePng, await createTestPicturePng());
      await page.getByTestId('add-menu').click();
      const chooser = page.waitForEvent('filechooser', { timeout: UI_TIMEOUT_MS });
      await page.getByTestId('add-upload').click();
      await (await chooser).setFiles(picturePng);
      await page.locator(`[data-testid="editor-selection-box"]:not([data-element-id="${textId}"])`).waitFor({ timeout: UI_TIMEOUT_MS });
      // The timeline names the picture by the file the user chose, not by its storage key.
      const pictureId = await page.getByTestId('editor-selection-box').getAttribute('data-element-id');
      expect(await page.getByTestId(`timeline-row-${pictureId}`).textContent()).toContain('shapes.png');

      // Trim the heading on the timeline from its end, then undo twice (the trim, the picture) and redo once (the picture).
      const trimHandle = (await page.getByTestId(`trim-end-${textId}`).boundingBox())!;
      await drag(
        page,
        { x: trimHandle.x + trimHandle.width / 2, y: trimHandle.y + trimHandle.height / 2 },
        { x: trimHandle.x - 120, y: trimHandle.y + trimHandle.height / 2 },
      );
      await waitForSaved(page);
      const trimmedEnd = (listSavedLayers(await getWorkspaceByApi(session, projectId)).find((layer) => layer.id === textId)!.timeline as { end: number }).end;
      expect(trimmedEnd).toBeLessThan(5000);
      await page.getByTestId('editor-undo').click();
      await page.getByTestId('editor-undo').click();
      await page.getByTestId('editor-redo').click();
      await waitForSaved(page);
      saved = await getWorkspaceByApi(session, projectId);
      expect((listSavedLayers(saved).find((layer) => layer.id === textId)!.timeline as { end: number }).end).toBe(5000);
      expect(listSavedLayers(saved).filter((layer) => layer.type === 'pic')).toHaveLength(1);
      const heading = listSavedLayers(saved).find((layer) => layer.id === textId) as { prop: { textInfo: { color?: string } } };
      expect(heading.prop.textInfo.color?.toLowerCase()).toBe('#ff3366');

      // Reorder scenes by drag: the new scene goes first.
      const newSceneId = saved.workspace.scenes[1]!.id!;
      await drag(page, await centreOf(page, `scene-card-${newSceneId}`), {
        ...(await centreOf(page, `scene-card-${saved.workspace.scenes[0]!.id}`)),
        y: (await centreOf(page, `scene-card-${saved.workspace.scenes[0]!.id}`)).y - 30,
      });
      await waitForSaved(page);
      saved = await getWorkspaceByApi(session, projectId);
      expect(saved.workspace.scenes[0]!.id).toBe(newSceneId);
      await settleAnimations(page);
      await screenshot(page, 'edited');

      // Export: the credits dialog (a talking photo costs 1), staged progress, then the files.
      await page.getByTestId('editor-export').click();
      await page.getByTestId('editor-export-start').click();
      const creditsDialog = page.getByTestId('credits-confirm-dialog');
      await creditsDialog.getByTestId('credits-needed').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await creditsDialog.getByTestId('credits-needed').innerText()).toBe('1');
      await creditsDialog.getByRole('button', { name: 'Submit' }).click();
      await page.getByTestId('editor-export-progress').waitFor({ timeout: UI_TIMEOUT_MS });
      await page
        .locator('[data-testid="editor-export-done"], [data-testid="editor-export-failed"]')
        .waitFor({ timeout: RENDER_TIMEOUT_MS })
        .catch(async (error: unknown) => {
          await screenshot(page, 'export-timeout');
          const { getRenderStatusByApi } = await import('./support/render-by-api.ts');
          throw new Error(`${String(error)}; render: ${JSON.stringify(await getRenderStatusByApi(session, projectId))}`);
        });
      await screenshot(page, 'export-ended');
      expect(await page.getByTestId('editor-export-failed').count()).toBe(0);
      expect(await page.getByTestId('editor-export-srt').getAttribute('href')).toMatch(/subtitles\.srt/);
      expect(await page.getByTestId('editor-export-cover').getAttribute('href')).toMatch(/cover\.jpg/);
      await screenshot(page, 'exported');
      const videoPath = path.join(workDir, 'video.mp4');
      await downloadToFile(session.baseUrl, (await page.getByTestId('editor-export-mp4').getAttribute('href'))!, videoPath);

      await copyFile(videoPath, path.join(ARTIFACTS_DIR, 'editor-export.mp4'));
      const exported = await extractVideoFrame(videoPath, COMPARE_TIME_MS, COMPARE_WIDTH_PX);
      const canvas = await decodePng(await captureEditorCanvas(page, COMPARE_TIME_MS, COMPARE_WIDTH_PX, exported.heightPx));
      await writeComparisonPng(path.join(ARTIFACTS_DIR, 'editor-export-vs-canvas.png'), exported, canvas);
      const mean = meanAbsoluteRgbDifference(exported, canvas);
      const shiftedMean = meanAbsoluteRgbDifference(exported, shiftFrame(canvas, 6, 0));
      console.info(`editor canvas vs export at ${COMPARE_TIME_MS} ms: mean |RGB| ${mean.toFixed(2)}; moved 6 px: ${shiftedMean.toFixed(2)}`);
      expect(mean).toBeLessThanOrEqual(MAX_MEAN_DIFFERENCE);
      // Control: the same canvas 6 px to the side is far off.
      expect(shiftedMean).toBeGreaterThan(MAX_MEAN_DIFFERENCE * 2);
    },
  );

  it(
    "two tabs on one video: a save over the other tab's meets the conflict dialog, and either choice keeps what was chosen",
    { timeout: 180_000 },
    async () => {
      const open = async () => {
        const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addInitScript((token) => localStorage.setItem('talkreel.token', token), session.token);
        const tab = await context.newPage();
        await tab.goto(`${session.baseUrl}/editor?id=${projectId}&index=0`);
        await tab.locator('[data-testid="editor-canvas"][data-ready="true"]').waitFor({ timeout: UI_TIMEOUT_MS });
        return tab;
      };
      const selectFirstElement = async (tab: Page) => {
        const box = (await tab.getByTestId('editor-canvas').boundingBox())!;
        await tab.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await tab.getByTestId('editor-selection-box').waitFor({ timeout: UI_TIMEOUT_MS });
        return (await tab.getByTestId('editor-selection-box').getAttribute('data-element-id'))!;
      };
      const savedBox = async (id: string) =>
        listSavedLayers(await getWorkspaceByApi(session, projectId)).find((layer) => layer.id === id) as { x: number; y: number };
      const first = await open();
      const second = await open();
      const id = await selectFirstElement(first);
      expect(await selectFirstElement(second)).toBe(id);
      const before = await savedBox(id);

      // The first tab saves; the second, opened before that save, is refused and asks.
      for (let press = 0; press < 3; press += 1) await first.keyboard.press('ArrowRight');
      await waitForSaved(first);
      expect((await savedBox(id)).x).toBe(before.x + 3);
      await second.keyboard.press('Shift+ArrowDown');
      await second.getByTestId('editor-conflict-keep').waitFor({ timeout: UI_TIMEOUT_MS });
      await screenshot(second, 'conflict');
      // Keep mine: the second tab's version is saved over the first's.
      await second.getByTestId('editor-conflict-keep').click();
      await waitForSaved(second);
      expect(await savedBox(id)).toMatchObject({ x: before.x, y: before.y + 10 });

      // The first tab's next save is refused in turn; reloading theirs shows the second tab's version.
      await first.keyboard.press('ArrowLeft');
      await first.getByTestId('editor-conflict-reload').waitFor({ timeout: UI_TIMEOUT_MS });
      await first.getByTestId('editor-conflict-reload').click();
      await first.locator('[data-testid="editor-canvas"][data-ready="true"]').waitFor({ timeout: UI_TIMEOUT_MS });
      await first.getByTestId('editor-conflict-reload').waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      expect(await savedBox(id)).toMatchObject({ x: before.x, y: before.y + 10 });
      await first.context().close();
      await second.context().close();
    },
  );

  it("fits a phone: the preview, the scene strip and the selected element's properties, no timeline", { timeout: 90_000 }, async () => {
    const context = await browser!.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    await context.addInitScript((token) => localStorage.setItem('talkreel.token', token), session.token);
    const phone = await context.newPage();
    await phone.goto(`${session.baseUrl}/editor?id=${projectId}&index=0`);
    await phone.locator('[data-testid="editor-canvas"][data-ready="true"]').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await phone.getByTestId('editor-timeline').isVisible()).toBe(false);
    const box = (await phone.getByTestId('editor-canvas').boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    await phone.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await phone.getByTestId('editor-selection-box').waitFor({ timeout: UI_TIMEOUT_MS });
    await phone.getByTestId('properties-panel').scrollIntoViewIfNeeded();
    expect(await phone.getByTestId('prop-x').isVisible()).toBe(true);
    // Nothing is wider than the phone.
    const overflowing = await phone.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .slice(0, 5)
        .map(
          (element) =>
            `${element.tagName}.${element.className} ${element.getAttribute('data-testid') ?? ''} ${Math.round(element.getBoundingClientRect().right)}`,
        ),
    );
    expect(overflowing).toEqual([]);
    await phone.evaluate(() => window.scrollTo(0, 0));
    await settleAnimations(phone);
    await screenshot(phone, 'phone');
    await context.close();
  });
});
