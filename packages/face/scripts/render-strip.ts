// Draws frame strips of the animator for looking at: `node --import tsx packages/face/scripts/render-strip.ts <out.png> <photo-name> [heightPx] [face|mouth|eyes|whole] [pose indices, e.g. 0,7, or utterance]`.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, ImageData, loadImage } from '@napi-rs/canvas';
import type { HeadPose, MeshPoint, MouthPose } from '../src/face-types.ts';
import { createFaceAnimator } from '../src/animator/face-animator.ts';
import { createMotion } from '../src/animator/motion.ts';
import { mouthPoseAt } from '../src/mouth/mouth-pose.ts';
import { createSyllableTrack } from '../src/testing/face-fixtures.ts';

const [outPath = '/tmp/strip.png', name = 'katherine_maher_800px', tileHeight = '320', crop = 'face', only = ''] = process.argv.slice(2);
const fixture = JSON.parse(await readFile(path.resolve(import.meta.dirname, `../src/animator/__fixtures__/${name}.mesh.json`), 'utf8')) as {
  mesh: MeshPoint[];
};
const image = await loadImage(await readFile(path.resolve(import.meta.dirname, `../../../../shared/corpora/faces/positive/${name}.jpg`)));
const canvas = createCanvas(image.width, image.height);
canvas.getContext('2d').drawImage(image, 0, 0);
const rgba = new Uint8Array(canvas.getContext('2d').getImageData(0, 0, image.width, image.height).data.buffer);
const animator = createFaceAnimator({ rgba, widthPx: image.width, heightPx: image.height, mesh: fixture.mesh });
const rest: MouthPose = { open: 0, wide: 0, round: 0, press: 0, teeth: 0, tongue: 0 };
const still: HeadPose = { yaw: 0, pitch: 0, roll: 0, shiftX: 0, shiftY: 0, blink: 0, breath: 0 };
const allPoses: [string, MouthPose, HeadPose][] = [
  ['closed', rest, still],
  ['open 0.3', { ...rest, open: 0.3 }, still],
  ['open 0.6', { ...rest, open: 0.6 }, still],
  ['open 1', { ...rest, open: 1, wide: 0.2 }, still],
  ['wide', { ...rest, open: 0.25, wide: 1 }, still],
  ['round', { ...rest, open: 0.3, round: 1 }, still],
  ['press', { ...rest, press: 1 }, still],
  ['blink + turn', { ...rest, open: 0.4 }, { ...still, blink: 1, yaw: 0.05, roll: 0.04 }],
];
// 'utterance': 8 frames 80 ms apart from a synthetic syllable track, with head motion and blinks.
const track = createSyllableTrack(3000, 5);
const motion = createMotion(2, { values: track.envelope, stepMs: track.envelopeStepMs });
const utterance = Array.from({ length: 8 }, (_, index): [string, MouthPose, HeadPose] => {
  const timeMs = 1000 + index * 80;
  return [`${timeMs} ms`, mouthPoseAt(track, timeMs), motion.headPoseAt(timeMs)];
});
const poses = only === 'utterance' ? utterance : only ? only.split(',').map((index) => allPoses[Number(index)]!) : allPoses;
const frame = animator.controlMesh.frame;
const mouthX = frame.centreX + frame.mouthU * frame.rightX + frame.mouthV * frame.downX;
const mouthY = frame.centreY + frame.mouthU * frame.rightY + frame.mouthV * frame.downY;
const eyesY = frame.centreY - frame.heightPx * 0.12;
const box =
  crop === 'eyes'
    ? { x: frame.centreX - frame.widthPx * 0.5, y: eyesY - frame.heightPx * 0.15, w: frame.widthPx, h: frame.heightPx * 0.3 }
    : crop === 'mouth'
      ? { x: mouthX - frame.mouthWidthPx, y: mouthY - frame.mouthWidthPx * 0.7, w: frame.mouthWidthPx * 2, h: frame.mouthWidthPx * 1.6 }
      : crop === 'face'
        ? { x: frame.centreX - frame.widthPx * 0.75, y: frame.centreY - frame.heightPx * 0.8, w: frame.widthPx * 1.5, h: frame.heightPx * 1.6 }
        : { x: 0, y: 0, w: image.width, h: image.height };
const height = Number(tileHeight);
const width = Math.round((box.w / box.h) * height);
const strip = createCanvas(width * poses.length, height);
const context = strip.getContext('2d');
const tile = createCanvas(image.width, image.height);
for (const [index, [, mouth, head]] of poses.entries()) {
  const { data } = animator.frameAt(mouth, head);
  tile.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), image.width, image.height), 0, 0);
  context.drawImage(tile, box.x, box.y, box.w, box.h, index * width, 0, width, height);
}
await writeFile(outPath, strip.toBuffer('image/png'));
console.log(poses.map(([label]) => label).join(' | '), '→', outPath);
