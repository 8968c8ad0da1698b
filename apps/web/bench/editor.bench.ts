// `npm run bench -- editor`: the editor in Chromium against the real server.
// BENCH editor_open_ms: a 30-scene, 300-element workspace, from the click on
//   Edit in My Videos to the canvas drawn and ready (median of 5).
// BENCH editor_drag_frame_ms: p95 over 240 pointer moves of a drag of an
//   element (after 40 unmeasured moves): the move's handlers and React's commit, plus the next animation
//   frame's work (the canvas repainted), measured in the page.
// BENCH editor_drag_frame_p50_ms: the median of the same moves.
// BENCH editor_idle_frame_ms: p95 of the same measurement with nothing dragged
//   (pointer moves over the page's margin): this machine's floor, side by side.
// BENCH editor_undo_100_ms: 100 Ctrl+Z after 100 nudges, through the real
//   shortcut handler, until the next frame is painted.
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium.ts';
import { createTestPicturePng } from '../e2e/support/player-test-workspace.ts';
import { batchRenderByApi, uploadFileByApi, type ApiSession } from '../e2e/support/render-by-api.ts';
import { startTestServer } from '../e2e/support/test-server.ts';

const print = (name: string, value: number, unit: string) => console.log(`BENCH ${name} ${value} ${unit}`);
const SCENES = 30;
const ELEMENTS_PER_SCENE = 10;
const OPEN_RUNS = 5;
const DRAG_MOVES = 240;
/** Moves dragged first and not measured: the handlers are compiled and warm before the measured drag, as after a few seconds of use. */
const WARMUP_MOVES = 40;
const UNDO_STEPS = 100;

/** 30 scenes of 10 elements: pictures, texts, shapes and captions, as a long edited video has. */
function buildLargeWorkspace(picturePath: string): object {
  const scenes = Array.from({ length: SCENES }, (_, sceneIndex) => ({
    id: `scene-${sceneIndex}`,
    duration: 4000,
    bg_color: sceneIndex % 2 === 0 ? '#1f2937' : '#0f766e',
    tracks: Array.from({ length: ELEMENTS_PER_SCENE }, (_, layerIndex) => {
      const base = {
        id: `el-${sceneIndex}-${layerIndex}`,
        x: 40 + layerIndex * 60,
        y: 80 + layerIndex * 150,
        w: 420,
        h: 260,
        timeline: { start: 0, end: 4000 },
      };
      const kind = layerIndex % 4;
      const layer =
        kind === 0
          ? { ...base, type: 'pic', path: picturePath }
          : kind === 1
            ? { ...base, type: 'text', prop: { textInfo: { text: `Scene ${sceneIndex + 1}, line ${layerIndex}`, fontSize: 56, color: '#ffffff' } } }
            : kind === 2
              ? { ...base, type: 'shape', shape: { type: layerIndex % 3 === 0 ? 'circle' : 'square', radius: 24, color: '#f59e0b' } }
              : { ...base, type: 'subtitle', subtitle: { text: `A caption of scene ${sceneIndex + 1}` } };
      return { type: layer.type, index: layerIndex, layers: [layer] };
    }),
  }));
  return { schemaVersion: 1, aspect_ratio: 0, scenes };
}

async function getToken(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => localStorage.getItem('talkreel.token'), undefined, { timeout: 30_000 });
  return (await handle.jsonValue())!;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

export async function runBenchmarks(): Promise<void> {
  const server = await startTestServer();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // tsx names the functions it compiles with a `__name` helper the page does not have.
    // Synthetic pointer events have no real pointer to capture: capture is a no-op here, the handlers are the real ones.
    await page.addInitScript(
      'window.__name = (fn) => fn; Element.prototype.setPointerCapture = function () {}; Element.prototype.releasePointerCapture = function () {};',
    );
    await page.goto(`${server.baseUrl}/my-videos`);
    const session: ApiSession = { baseUrl: server.baseUrl, token: await getToken(page) };
    const picturePath = await uploadFileByApi(session, await createTestPicturePng(), 'bench.png', 'image/png');
    // Saved through batch_render like any API caller's video (its render runs on meanwhile; the editor does not wait for it).
    const projectId = await batchRenderByApi(session, 'Editor bench', buildLargeWorkspace(picturePath));

    const openTimes: number[] = [];
    for (let run = 0; run < OPEN_RUNS; run += 1) {
      await page.goto(`${server.baseUrl}/my-videos`);
      const edit = page.locator(`[data-testid="video-card-frame"]:has([data-project-id="${projectId}"]) [data-testid="edit-video"]`);
      await edit.waitFor({ timeout: 30_000 });
      const startedMs = Date.now();
      await edit.click();
      await page.locator('[data-testid="editor-canvas"][data-ready="true"]').waitFor({ timeout: 60_000 });
      await page.getByTestId('editor-timeline').waitFor({ timeout: 60_000 });
      openTimes.push(Date.now() - startedMs);
    }
    print('editor_open_ms', percentile(openTimes, 0.5), 'ms');

    // A drag of the first scene's top element, move by move, measured in the page.
    const canvas = page.getByTestId('editor-canvas');
    const box = (await canvas.boundingBox())!;
    // The floor, measured the same way: pointer moves over the page's margin, where nothing is dragged
    // (what one frame of this software-drawn Chromium costs with the editor open and nothing to do).
    const floorTimes = await page.evaluate(async (moves) => {
      const target = document.body;
      const times: number[] = [];
      for (let move = 1; move <= moves; move += 1) {
        const startedMs = performance.now();
        target.dispatchEvent(new PointerEvent('pointermove', { clientX: 2 + move, clientY: 2, pointerId: 1, pointerType: 'mouse', bubbles: true }));
        await Promise.resolve();
        const handledMs = performance.now() - startedMs;
        const frameWorkMs = await new Promise<number>((resolve) => requestAnimationFrame((frameStartMs) => resolve(performance.now() - frameStartMs)));
        times.push(handledMs + frameWorkMs);
      }
      return times;
    }, DRAG_MOVES);
    const drag = await page.evaluate(
      async ({ box, moves, warmup }) => {
        const target = document.elementFromPoint(box.x + box.width * 0.4, box.y + box.height * 0.62)!;
        const at = (dx: number) => ({
          clientX: box.x + box.width * 0.4 + dx,
          clientY: box.y + box.height * 0.62,
          pointerId: 1,
          pointerType: 'mouse',
          bubbles: true,
          buttons: 1,
        });
        target.dispatchEvent(new PointerEvent('pointerdown', { ...at(0), button: 0 }));
        await new Promise((resolve) => requestAnimationFrame(resolve));
        for (let move = 1; move <= warmup; move += 1) {
          target.dispatchEvent(new PointerEvent('pointermove', at(move % 2 === 0 ? 12 : 24)));
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        const times: number[] = [];
        for (let move = 1; move <= moves; move += 1) {
          const startedMs = performance.now();
          // Back and forth over 120 px, so the element stays on the canvas the whole drag.
          const phasePx = (move * 3) % 240;
          target.dispatchEvent(new PointerEvent('pointermove', at(phasePx < 120 ? phasePx : 240 - phasePx)));
          await Promise.resolve();
          const handledMs = performance.now() - startedMs;
          const frameWorkMs = await new Promise<number>((resolve) => requestAnimationFrame((frameStartMs) => resolve(performance.now() - frameStartMs)));
          times.push(handledMs + frameWorkMs);
        }
        const before = document.querySelector('[data-testid="editor-selection-box"]')?.getBoundingClientRect().left ?? 0;
        target.dispatchEvent(new PointerEvent('pointerup', { ...at(0), button: 0, buttons: 0 }));
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const movedPx = (document.querySelector('[data-testid="editor-selection-box"]')?.getBoundingClientRect().left ?? 0) - before;
        return { times, movedPx, selected: document.querySelector('[data-testid="editor-selection-box"]')?.getAttribute('data-element-id') ?? null };
      },
      { box, moves: DRAG_MOVES, warmup: WARMUP_MOVES },
    );
    const dragTimes = drag.times;
    // The drag must have moved a selected element (the selection box follows it; it is read before the last move's repaint).
    if (drag.selected === null) throw new Error('The drag selected nothing: the bench measured no drag');
    const dragP95 = percentile(dragTimes, 0.95);
    const floorP95 = percentile(floorTimes, 0.95);
    print('editor_drag_frame_ms', Math.round(dragP95 * 10) / 10, 'ms');
    print('editor_drag_frame_p50_ms', Math.round(percentile(dragTimes, 0.5) * 10) / 10, 'ms');
    print('editor_idle_frame_ms', Math.round(floorP95 * 10) / 10, 'ms');
    print('editor_drag_over_idle_frame', Math.round((dragP95 / floorP95) * 10) / 10, 'x');

    // 100 nudges, then 100 undos through the keyboard handler.
    // The dragged element is still selected: the arrow keys nudge it.
    await page.getByTestId('editor-selection-box').waitFor({ timeout: 30_000 });
    const undoMs = await page.evaluate(async (steps) => {
      const press = (init: KeyboardEventInit) => window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
      for (let step = 0; step < steps; step += 1) press({ key: 'ArrowRight' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const startedMs = performance.now();
      for (let step = 0; step < steps; step += 1) press({ key: 'z', ctrlKey: true });
      await Promise.resolve();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - startedMs;
    }, UNDO_STEPS);
    print('editor_undo_100_ms', Math.round(undoMs), 'ms');
  } finally {
    await browser.close();
    await server.stop();
  }
}
