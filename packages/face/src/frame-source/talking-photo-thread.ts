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
import { servePatchedFrames } from './serve-patched-frames.ts';
import type { TalkingPhotoFrameGeometry, TalkingPhotoInput, TalkingPhotoMessage } from './talking-photo-input.ts';

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
  servePatchedFrames(port, rgba, frameWidthPx, (timeMs) => {
    const frame = animator.frameAt(mouthPoseAt(input.track, timeMs), motion.headPoseAt(timeMs));
    return { data: frame.data, changedBox: frame.changedBox ?? null };
  });
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
