import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAnimations, UI_TIMEOUT_MS } from './support/auth-flows.ts';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import {
  decodePng,
  extractVideoFrame,
  maxBlockDifference,
  meanAbsoluteRgbDifference,
  shiftFrame,
  writeComparisonPng,
  type RgbaFrame,
} from './support/frame-pixels.ts';
import { buildPlayerTestWorkspace, createTestPicturePng, TEST_COVER_TIME_MS, TEST_VIDEO_DURATION_MS } from './support/player-test-workspace.ts';
import { batchRenderByApi, downloadToFile, uploadFileByApi, waitForRenderDone, type ApiSession } from './support/render-by-api.ts';
import { ARTIFACTS_DIR, startTestServer, type TestServer } from './support/test-server.ts';

/** Both frames are compared at this width (the MP4 is 1920×1080, the canvas about 1200 px wide). */
const COMPARE_WIDTH_PX = 480;
/** During the picture's fade-in, the middle, and near the end (different captions); whole 25 fps frames. */
const TIMESTAMPS_MS = [200, 2000, 3800];
/**
 * Largest differences accepted between the MP4 frame and the preview, in
 * 0–255 levels of R, G and B: the mean over the frame, and the worst 30 px
 * block (a caption covers a few blocks, so a missing or wrong one shows
 * there even when the mean hardly moves). Measured on this workspace:
 * means 1.5–1.7 and worst blocks 12–12.5, left by H.264 (CRF 23, chroma
 * at half resolution blurring colour edges) and by glyph rasterisation at
 * 1920 px against about 1200 px. The controls measured 11.3 / 72 (moved
 * 8 px) and 2.6 / 31 (the other caption).
 */
const MAX_MEAN_DIFFERENCE = 3;
/** Side of the square blocks of the local check, px at 480 wide (1/16 of the width). */
const BLOCK_PX = 30;
const MAX_BLOCK_DIFFERENCE = 18;
/** A misplaced element: the whole preview moved 8 px at 480 wide (32 px of the 1920 px frame). */
const CONTROL_SHIFT_PX = 8;
const RENDER_TIMEOUT_MS = 240_000;
/** Long enough (about 10 s of rendering here) to watch My Videos poll a running render. */
const LONG_VIDEO_DURATION_MS = 40_000;

const shouldSkip = shouldSkipBrowserTests('the timeline player browser test');

/** Draws `timeMs` (null: what it shows now) on the player's canvas and returns it scaled to `widthPx`, as PNG bytes. */
async function captureCanvas(page: Page, timeMs: number | null, widthPx: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ timeMs, widthPx }) => {
      const player = window.__talkreelPlayer;
      if (!player) throw new Error('No timeline player on the page');
      if (timeMs !== null) await player.seekAndDraw(timeMs);
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="timeline-canvas"]')!;
      const scaled = document.createElement('canvas');
      scaled.width = widthPx;
      scaled.height = Math.round((widthPx * canvas.height) / canvas.width);
      const context = scaled.getContext('2d')!;
      context.imageSmoothingQuality = 'high';
      context.drawImage(canvas, 0, 0, scaled.width, scaled.height);
      return scaled.toDataURL('image/png');
    },
    { timeMs, widthPx },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

describe.skipIf(shouldSkip)('the timeline player draws what the server renders', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let workDir: string;
  let session: ApiSession;
  let projectId: string;
  const screenshot = (name: string) => page.screenshot({ path: path.join(ARTIFACTS_DIR, `player-${name}.png`), fullPage: true });

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchChromium();
    // Twice the pixels: the preview canvas is about 1200 px wide, like a large screen's.
    page = await browser.newPage({ viewport: { width: 1440, height: 960 }, deviceScaleFactor: 2 });
    workDir = await mkdtemp(path.join(tmpdir(), 'talkreel-player-'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('lists a new render on My Videos and shows it done without a reload', { timeout: RENDER_TIMEOUT_MS + 60_000 }, async () => {
    const baseUrl = server!.baseUrl;
    await page.goto(`${baseUrl}/my-videos`);
    const token = await page.waitForFunction(() => localStorage.getItem('talkreel.token'), undefined, { timeout: UI_TIMEOUT_MS });
    session = { baseUrl, token: (await token.jsonValue())! };
    await page.getByTestId('videos-empty').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('videos-empty').innerText()).toContain('You have not made a video yet.');
    await screenshot('my-videos-empty');

    const picturePath = await uploadFileByApi(session, await createTestPicturePng(), 'shapes.png', 'image/png');
    projectId = await batchRenderByApi(session, 'Player check', buildPlayerTestWorkspace(picturePath));
    await page.reload();
    const card = page.locator(`[data-testid="video-card"][data-project-id="${projectId}"]`);
    await card.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await card.innerText()).toContain('Player check');
    // The list polls every 2 s while the render runs; its final state must arrive without a reload.
    await waitForRenderDone(session, projectId, RENDER_TIMEOUT_MS);
    await card.locator('[data-testid="render-status"][data-status="done"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await card.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await settleAnimations(page);
    await screenshot('my-videos');
  });

  it('matches the MP4 frame at three times, where a moved frame or a wrong caption does not', { timeout: 180_000 }, async () => {
    const baseUrl = server!.baseUrl;
    await page.locator(`[data-testid="video-card"][data-project-id="${projectId}"]`).click();
    await page.waitForURL(`${baseUrl}/my-videos/${projectId}`);
    await page.getByTestId('video-title').filter({ hasText: 'Player check' }).waitFor({ timeout: UI_TIMEOUT_MS });
    const video = page.getByTestId('rendered-video');
    await video.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await video.getAttribute('poster')).toMatch(/cover\.jpg/);
    expect(await page.getByTestId('download-srt').getAttribute('href')).toMatch(/subtitles\.srt/);
    await page.locator('[data-testid="timeline-player"][data-ready="true"]').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('player-duration').innerText()).toBe(`0:0${TEST_VIDEO_DURATION_MS / 1000}`);

    const videoUrl = await page.getByTestId('download-mp4').getAttribute('href');
    const videoPath = path.join(workDir, 'video.mp4');
    await downloadToFile(baseUrl, videoUrl!, videoPath);

    // The preview opens on the cover's frame (preview_cover_time), not on frame 0.
    expect(await page.getByTestId('player-current-time').innerText()).toBe(`0:0${Math.floor(TEST_COVER_TIME_MS / 1000)}`);
    const openingFrame = await decodePng(await captureCanvas(page, null, COMPARE_WIDTH_PX));
    const coverFrame = await extractVideoFrame(videoPath, TEST_COVER_TIME_MS, COMPARE_WIDTH_PX);
    const firstFrame = await extractVideoFrame(videoPath, 0, COMPARE_WIDTH_PX);
    await writeComparisonPng(path.join(ARTIFACTS_DIR, 'player-opening-vs-cover.png'), coverFrame, openingFrame);
    expect(meanAbsoluteRgbDifference(coverFrame, openingFrame)).toBeLessThan(MAX_MEAN_DIFFERENCE);
    expect(maxBlockDifference(coverFrame, openingFrame, BLOCK_PX)).toBeLessThan(MAX_BLOCK_DIFFERENCE);
    // Control: frame 0 (the picture not faded in yet) is far from what the preview opens on.
    expect(maxBlockDifference(firstFrame, openingFrame, BLOCK_PX)).toBeGreaterThan(MAX_BLOCK_DIFFERENCE * 2);

    const measured: { timeMs: number; mean: number; block: number; server: RgbaFrame; browser: RgbaFrame }[] = [];
    for (const timeMs of TIMESTAMPS_MS) {
      const server = await extractVideoFrame(videoPath, timeMs, COMPARE_WIDTH_PX);
      const browser = await decodePng(await captureCanvas(page, timeMs, COMPARE_WIDTH_PX));
      measured.push({ timeMs, server, browser, mean: meanAbsoluteRgbDifference(server, browser), block: maxBlockDifference(server, browser, BLOCK_PX) });
      await writeComparisonPng(path.join(ARTIFACTS_DIR, `player-frame-${timeMs}ms.png`), server, browser);
    }
    // Controls: the middle frame moved 8 px (a misplaced element), and the
    // middle MP4 frame against the preview's last frame (the wrong caption).
    const [, middle, last] = measured as [(typeof measured)[number], (typeof measured)[number], (typeof measured)[number]];
    const shifted = shiftFrame(middle.browser, CONTROL_SHIFT_PX, 0);
    const shiftedMean = meanAbsoluteRgbDifference(middle.server, shifted);
    const shiftedBlock = maxBlockDifference(middle.server, shifted, BLOCK_PX);
    const wrongCaptionMean = meanAbsoluteRgbDifference(middle.server, last.browser);
    const wrongCaptionBlock = maxBlockDifference(middle.server, last.browser, BLOCK_PX);
    await writeComparisonPng(path.join(ARTIFACTS_DIR, 'player-frame-shifted-control.png'), middle.server, shifted);
    await writeComparisonPng(path.join(ARTIFACTS_DIR, 'player-frame-wrong-caption-control.png'), middle.server, last.browser);
    console.info(
      `timeline player vs MP4 (mean / worst ${BLOCK_PX} px block |RGB|): ` +
        measured.map(({ timeMs, mean, block }) => `${timeMs} ms ${mean.toFixed(2)} / ${block.toFixed(1)}`).join(', ') +
        `; shifted ${CONTROL_SHIFT_PX} px ${shiftedMean.toFixed(2)} / ${shiftedBlock.toFixed(1)}; wrong caption ${wrongCaptionMean.toFixed(2)} / ${wrongCaptionBlock.toFixed(1)}`,
    );

    for (const { mean, block } of measured) {
      expect(mean).toBeLessThan(MAX_MEAN_DIFFERENCE);
      expect(block).toBeLessThan(MAX_BLOCK_DIFFERENCE);
    }
    // Both controls must fail the checks above, a moved picture by a wide margin.
    expect(shiftedMean).toBeGreaterThan(MAX_MEAN_DIFFERENCE * 3);
    expect(shiftedBlock).toBeGreaterThan(MAX_BLOCK_DIFFERENCE * 3);
    expect(wrongCaptionBlock).toBeGreaterThan(MAX_BLOCK_DIFFERENCE * 1.5);
    await screenshot('video-page');
  });

  it('plays with Space and renders again with live progress', { timeout: RENDER_TIMEOUT_MS + 30_000 }, async () => {
    await page.getByTestId('timeline-player').focus();
    await page.keyboard.press('Space');
    await page.locator('[data-testid="player-play-toggle"][data-playing="true"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await page
      .getByTestId('player-current-time')
      .filter({ hasText: /0:0[1-4]/ })
      .waitFor({ timeout: UI_TIMEOUT_MS });
    await page.keyboard.press('Space');
    await page.locator('[data-testid="player-play-toggle"][data-playing="false"]').waitFor({ timeout: UI_TIMEOUT_MS });

    const firstTaskId = await page.getByTestId('rendered-video').getAttribute('data-task-id');
    expect(firstTaskId).toBeTruthy();
    await page.getByTestId('render-again').click();
    const progress = page.locator('[data-testid="video-result-card"] [data-testid="render-status"]');
    await progress.and(page.locator('[data-status="queued"], [data-status="running"]')).waitFor({ timeout: UI_TIMEOUT_MS });
    // The last good video stays, with the new render's progress beside it.
    expect(await page.getByTestId('rendered-video').getAttribute('data-task-id')).toBe(firstTaskId);
    await page.getByTestId('showing-last-video').waitFor({ timeout: UI_TIMEOUT_MS });
    await progress.and(page.locator('[data-status="running"]')).waitFor({ timeout: RENDER_TIMEOUT_MS });
    expect(['Starting', 'Drawing frames', 'Encoding', 'Saving']).toContain(await progress.locator('p').first().innerText());
    expect(await page.getByTestId('rendered-video').getAttribute('data-task-id')).toBe(firstTaskId);
    await screenshot('render-again-progress');
    await page.locator(`[data-testid="rendered-video"]:not([data-task-id="${firstTaskId}"])`).waitFor({ timeout: RENDER_TIMEOUT_MS });
    expect(await page.getByTestId('showing-last-video').count()).toBe(0);
  });

  it('keeps a longer render going when the page is left, and My Videos follows it', { timeout: RENDER_TIMEOUT_MS + 30_000 }, async () => {
    const picturePath = await uploadFileByApi(session, await createTestPicturePng(), 'shapes.png', 'image/png');
    const longProjectId = await batchRenderByApi(session, 'Longer render', buildPlayerTestWorkspace(picturePath, LONG_VIDEO_DURATION_MS));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Videos' }).click();
    const status = page.locator(`[data-testid="video-card"][data-project-id="${longProjectId}"] [data-testid="render-status"]`);
    await status.and(page.locator('[data-status="running"]')).waitFor({ timeout: RENDER_TIMEOUT_MS });
    const firstPercent = Number(await status.getAttribute('data-progress'));
    await settleAnimations(page);
    await screenshot('my-videos-rendering');
    // No reload from here on: only the 2 s polling can move the bar and finish the card.
    await page.waitForFunction(
      ({ projectId, percent }) => {
        const node = document.querySelector(`[data-project-id="${projectId}"] [data-testid="render-status"]`);
        return node !== null && (node.getAttribute('data-status') === 'done' || Number(node.getAttribute('data-progress')) > percent);
      },
      { projectId: longProjectId, percent: firstPercent },
      { timeout: RENDER_TIMEOUT_MS },
    );
    await status.and(page.locator('[data-status="done"]')).waitFor({ timeout: RENDER_TIMEOUT_MS });
  });
});
