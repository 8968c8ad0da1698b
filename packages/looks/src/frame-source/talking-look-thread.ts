// Worker thread of one talking-look stream: the backdrop is drawn once; each
// frame restores it under the head's box and redraws the head in its pose
// (mouth from the track, blinks and head motion from the seed), then sends
// only that box.
import { parentPort, workerData } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import { createMotion, mouthPoseAt, servePatchedFrames } from '@talkreel/face/animation';
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
  const canvas = createCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  drawLookBackdrop(context, design, size);
  // The backdrop's pixels, kept to put back under the head's box each frame (putImageData copies only that box;
  // drawing from a canvas would copy the whole canvas every time, and a PNG round trip cost 0.6 s per stream).
  const backdrop = context.getImageData(0, 0, widthPx, heightPx);
  const box = lookHeadBounds(design, size);
  const motion = createMotion(input.seed, { values: input.track.envelope, stepMs: input.track.envelopeStepMs }, { headMotion: input.headMotion ?? true });
  const drawAt = (timeMs: number) => {
    context.putImageData(backdrop, 0, 0, box.x, box.y, box.width, box.height);
    context.save();
    context.beginPath();
    context.rect(box.x, box.y, box.width, box.height);
    context.clip();
    drawLookHead(context, design, { mouth: mouthPoseAt(input.track, timeMs), head: motion.headPoseAt(timeMs) }, size);
    context.restore();
  };
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
