import { Worker } from 'node:worker_threads';
import type { PersonFrameRequest, PersonFrameSource, PersonFrameStream, RgbaFrame } from '@talkreel/render';
import { fitMedia } from '@talkreel/timeline';
import type { TalkingPhotoFrameGeometry, TalkingPhotoInput, TalkingPhotoMessage, TalkingPhotoRequest } from './talking-photo-input.ts';

/** Frames asked for ahead of the renderer (each is a few ms of work on the thread). */
const framesAhead = 4;
/** Until two requests show the renderer's frame step. */
const defaultStepMs = 40;

/**
 * Talking photos for the renderer: person elements whose id has an input
 * are animated (the others are left to the renderer). Each open stream runs
 * its own worker thread, which draws a few frames ahead; only the changed
 * box of each frame crosses the thread, and this side patches one
 * persistent frame with it.
 */
export function createTalkingPhotoFrameSource(inputs: Record<string, TalkingPhotoInput>): PersonFrameSource {
  return {
    async open(request) {
      const input = request.element.id === undefined ? undefined : inputs[request.element.id];
      if (!input) return null;
      return openTalkingPhotoStream(input, request);
    },
  };
}

interface Patch {
  timeMs: number;
  result: Promise<Extract<TalkingPhotoMessage, { type: 'frame' }>>;
}

async function openTalkingPhotoStream(input: TalkingPhotoInput, request: PersonFrameRequest): Promise<PersonFrameStream> {
  const { element } = request;
  const placement = fitMedia(input.imageWidthPx, input.imageHeightPx, request.widthPx, request.heightPx, element.fit_mode, element.shape?.content_position);
  const geometry: TalkingPhotoFrameGeometry = {
    // In px of the photo as analysed; the thread rescales if the file is another size.
    crop: placement.source,
    frameWidthPx: Math.max(2, Math.round(placement.destination.width)),
    frameHeightPx: Math.max(2, Math.round(placement.destination.height)),
  };
  const { frameWidthPx, frameHeightPx } = geometry;
  const worker = new Worker(new URL('./talking-photo-thread.mjs', import.meta.url), { workerData: { input, geometry } });
  return openPatchedFrameStream(worker, {
    label: `talking photo ${element.id}`,
    frameWidthPx,
    frameHeightPx,
    ...(request.signal ? { signal: request.signal } : {}),
  });
}

/**
 * The main-thread side of a frame thread that speaks the patch protocol
 * (`TalkingPhotoMessage` / `TalkingPhotoRequest`): the first frame whole,
 * then only the box of each frame that changed. Frames are asked for a few
 * ahead; each patch is applied, in order, to one persistent frame.
 */
export async function openPatchedFrameStream(
  worker: Worker,
  options: { label: string; frameWidthPx: number; frameHeightPx: number; signal?: AbortSignal },
): Promise<PersonFrameStream> {
  const { label, frameWidthPx, frameHeightPx } = options;
  const request = { signal: options.signal };
  const waiting: ((message: TalkingPhotoMessage) => void)[] = [];
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure = error;
    for (const resolve of waiting.splice(0)) resolve({ type: 'error', message: error.message });
  };
  worker.on('message', (message: TalkingPhotoMessage) => {
    if (message.type === 'error') fail(new Error(`${label}: ${message.message}`));
    else waiting.shift()?.(message);
  });
  worker.on('error', fail);
  // A thread that ended (closed, aborted) answers every frame still awaited.
  worker.on('exit', () => fail(failure ?? new Error(`${label}: the frame thread stopped`)));
  const next = () =>
    new Promise<TalkingPhotoMessage>((resolve) => {
      if (failure) resolve({ type: 'error', message: failure.message });
      else waiting.push(resolve);
    });
  const onAbort = () => void worker.terminate();
  request.signal?.addEventListener('abort', onAbort, { once: true });

  const base = await next();
  if (base.type !== 'base') throw failure ?? new Error(`${label}: no first frame`);
  const data = new Uint8Array(base.pixels);
  const queue: Patch[] = [];
  let stepMs = defaultStepMs;
  let lastAskedMs = -Infinity;
  let lastReturnedMs: number | null = null;
  const opacity = base.isOpaque ? { isOpaque: true } : {};
  let current: RgbaFrame = { widthPx: frameWidthPx, heightPx: frameHeightPx, data, ...opacity };
  let isFirst = true;
  const ask = (timeMs: number) => {
    worker.postMessage({ timeMs } satisfies TalkingPhotoRequest);
    lastAskedMs = timeMs;
    const result = next().then((message) => {
      if (message.type !== 'frame') throw failure ?? new Error(message.type === 'error' ? message.message : 'unexpected message');
      return message;
    });
    // Frames asked for ahead may never be awaited (the stream closed first).
    result.catch(() => {});
    queue.push({ timeMs, result });
  };
  /** Applies the oldest queued patch to the persistent frame; returns its box. */
  const applyOldest = async () => {
    const patch = await queue.shift()!.result;
    if (!patch.box || !patch.pixels) return null;
    const pixels = new Uint8Array(patch.pixels);
    const { x, y, width, height } = patch.box;
    // A box of whole rows (a large face: the usual case) is one run of the frame, else one copy per row.
    if (width === frameWidthPx) data.set(pixels.subarray(0, width * height * 4), y * frameWidthPx * 4);
    else for (let row = 0; row < height; row += 1) data.set(pixels.subarray(row * width * 4, (row + 1) * width * 4), ((y + row) * frameWidthPx + x) * 4);
    worker.postMessage({ recycle: patch.pixels } satisfies TalkingPhotoRequest, [patch.pixels]);
    return patch.box;
  };
  return {
    async frameAt(mediaTimeMs) {
      if (lastReturnedMs !== null && mediaTimeMs > lastReturnedMs) stepMs = mediaTimeMs - lastReturnedMs;
      lastReturnedMs = mediaTimeMs;
      // Patches are relative to the frame before them, so every frame drawn is applied in order, even one not shown.
      let changed: { left: number; top: number; right: number; bottom: number } | null = null;
      const merge = (box: { x: number; y: number; width: number; height: number } | null) => {
        if (!box) return;
        changed = changed
          ? {
              left: Math.min(changed.left, box.x),
              top: Math.min(changed.top, box.y),
              right: Math.max(changed.right, box.x + box.width),
              bottom: Math.max(changed.bottom, box.y + box.height),
            }
          : { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
      };
      while (queue.length > 0 && !isSameTime(queue[0]!.timeMs, mediaTimeMs)) {
        const isBehind = queue[0]!.timeMs < mediaTimeMs;
        merge(await applyOldest());
        if (!isBehind) while (queue.length > 0) merge(await applyOldest());
      }
      if (queue.length === 0) ask(mediaTimeMs);
      merge(await applyOldest());
      while (queue.length < framesAhead) ask(Math.max(lastAskedMs, mediaTimeMs) + stepMs);
      const box = changed as { left: number; top: number; right: number; bottom: number } | null;
      if (isFirst || box) {
        current = {
          widthPx: frameWidthPx,
          heightPx: frameHeightPx,
          data,
          ...opacity,
          ...(isFirst || !box ? {} : { changedBox: { x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top } }),
        };
      }
      isFirst = false;
      return current;
    },
    async close() {
      request.signal?.removeEventListener('abort', onAbort);
      await worker.terminate();
    },
  };
}

/** Media times of frames are grid times; prefetched ones are computed by adding the step, so they may differ in the last bits. */
const isSameTime = (a: number, b: number) => Math.abs(a - b) < 0.5;
