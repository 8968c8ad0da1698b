// Worker thread of one talking-look stream: the backdrop is drawn once; each
// frame restores it under the head's box and redraws the head in its pose
// (mouth from the track, blinks and head motion from the seed), then sends
// only that box.
import { parentPort, workerData } from 'node:worker_threads';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { createMotion, mouthPoseAt, servePatchedFrames } from '@talkreel/face';
import { drawLookBackdrop } from '../embedded/draw-backdrop.ts';
import { drawLookHead } from '../embedded/draw-head.ts';
import { parseLookDesign } from '../embedded/look-design.ts';
import { lookHeadBounds } from '../embedded/look-layout.ts';
import type { TalkingLookInput } from './talking-look-input.ts';

const { input, widthPx, heightPx } = workerData as { input: TalkingLookInput; widthPx: number; heightPx: number };
const port = parentPort!;

try {
  const design = parseLookDesign(input.design);
  const size = { widthPx, heightPx };
  const backdropCanvas = createCanvas(widthPx, heightPx);
  drawLookBackdrop(backdropCanvas.getContext('2d'), design, size);
  // Drawn from a decoded image, not from the canvas: Skia copies a canvas source whole on every draw (about 3× the frame's cost).
  const backdrop = await loadImage(await backdropCanvas.encode('png'));
  const canvas = createCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  const box = lookHeadBounds(design, size);
  const motion = createMotion(input.seed, { values: input.track.envelope, stepMs: input.track.envelopeStepMs }, { headMotion: input.headMotion ?? true });
  const drawAt = (timeMs: number) => {
    context.save();
    context.beginPath();
    context.rect(box.x, box.y, box.width, box.height);
    context.clip();
    context.drawImage(backdrop, box.x, box.y, box.width, box.height, box.x, box.y, box.width, box.height);
    drawLookHead(context, design, { mouth: mouthPoseAt(input.track, timeMs), head: motion.headPoseAt(timeMs) }, size);
    context.restore();
  };
  context.drawImage(backdrop, 0, 0);
  drawAt(0);
  const frame = new Uint8Array(widthPx * heightPx * 4);
  frame.set(new Uint8Array(context.getImageData(0, 0, widthPx, heightPx).data.buffer));
  servePatchedFrames(port, frame, widthPx, (timeMs) => {
    drawAt(timeMs);
    // Only the head's box is read back; the rest of the frame never changes.
    const pixels = context.getImageData(box.x, box.y, box.width, box.height).data;
    if (box.width === widthPx) frame.set(pixels, box.y * widthPx * 4);
    else
      for (let row = 0; row < box.height; row += 1)
        frame.set(pixels.subarray(row * box.width * 4, (row + 1) * box.width * 4), ((box.y + row) * widthPx + box.x) * 4);
    return { data: frame, changedBox: box };
  });
} catch (error) {
  port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
