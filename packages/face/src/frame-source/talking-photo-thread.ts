// Worker thread of one talking-photo stream: draws frames ahead of the
// renderer as the main thread asks for media times, and sends back only the
// box of each frame that changed (transferred, not copied).
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { createFaceAnimator } from '../animator/face-animator.ts';
import { createMotion } from '../animator/motion.ts';
import type { MeshPoint } from '../face-types.ts';
import { mouthPoseAt } from '../mouth/mouth-pose.ts';
import type { TalkingPhotoFrameGeometry, TalkingPhotoInput, TalkingPhotoMessage, TalkingPhotoRequest } from './talking-photo-input.ts';

const { input, geometry } = workerData as { input: TalkingPhotoInput; geometry: TalkingPhotoFrameGeometry };
const port = parentPort!;
const post = (message: TalkingPhotoMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

try {
  const image = await loadImage(await readFile(input.photoPath));
  const { crop, frameWidthPx, frameHeightPx } = geometry;
  const canvas = createCanvas(frameWidthPx, frameHeightPx);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, frameWidthPx, frameHeightPx);
  const rgba = new Uint8Array(context.getImageData(0, 0, frameWidthPx, frameHeightPx).data.buffer);
  // The mesh is in px of the photo as analysed; the photo file may be another size of the same picture.
  const toPhotoX = image.width / input.imageWidthPx;
  const toPhotoY = image.height / input.imageHeightPx;
  const scaleX = frameWidthPx / crop.width;
  const scaleY = frameHeightPx / crop.height;
  const mesh = input.mesh.map(([x, y, z]): MeshPoint => [(x * toPhotoX - crop.x) * scaleX, (y * toPhotoY - crop.y) * scaleY, z * toPhotoX * scaleX]);
  const animator = createFaceAnimator({ rgba, widthPx: frameWidthPx, heightPx: frameHeightPx, mesh });
  const motion = createMotion(input.seed, { values: input.track.envelope, stepMs: input.track.envelopeStepMs }, { headMotion: input.headMotion ?? true });
  post({ type: 'base', pixels: rgba.slice().buffer, isOpaque: isOpaque(rgba) });
  // Patch buffers come back once applied: fresh multi-MB buffers per frame would cost page faults.
  const pool: ArrayBuffer[] = [];
  port.on('message', (request: TalkingPhotoRequest) => {
    if ('recycle' in request) return void pool.push(request.recycle);
    const { timeMs } = request;
    const frame = animator.frameAt(mouthPoseAt(input.track, timeMs), motion.headPoseAt(timeMs));
    const box = frame.changedBox;
    if (!box) return post({ type: 'frame', timeMs, box: null, pixels: null });
    const byteLength = box.width * box.height * 4;
    const reused = pool.findIndex((buffer) => buffer.byteLength >= byteLength);
    const pixels = new Uint8Array(reused >= 0 ? pool.splice(reused, 1)[0]! : new ArrayBuffer(Math.ceil(byteLength * 1.1)), 0, byteLength);
    if (box.width === frameWidthPx) {
      pixels.set(frame.data.subarray(box.y * frameWidthPx * 4, (box.y + box.height) * frameWidthPx * 4));
    } else {
      for (let row = 0; row < box.height; row += 1) {
        const start = ((box.y + row) * frameWidthPx + box.x) * 4;
        pixels.set(frame.data.subarray(start, start + box.width * 4), row * box.width * 4);
      }
    }
    post({ type: 'frame', timeMs, box, pixels: pixels.buffer }, [pixels.buffer]);
  });
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}

function isOpaque(rgba: Uint8Array): boolean {
  for (let offset = 3; offset < rgba.length; offset += 4) if (rgba[offset] !== 255) return false;
  return true;
}
