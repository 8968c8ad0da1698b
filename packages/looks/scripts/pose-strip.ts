// The mouth shapes A–H and X and a blink of one look, cropped to the face: `node --import tsx pose-strip.ts out.png`.
import { writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { drawLookBackdrop } from '../src/embedded/draw-backdrop.ts';
import { drawLookHead, neutralPose } from '../src/embedded/draw-head.ts';
import { designLooks } from '../src/embedded/look-design.ts';
import { lookFaceGeometry } from '../src/embedded/look-layout.ts';

const shapes = {
  X: { open: 0, wide: 0, round: 0, press: 0, teeth: 0, tongue: 0 },
  A: { open: 0, wide: 0, round: 0, press: 1, teeth: 0, tongue: 0 },
  B: { open: 0.2, wide: 0.1, round: 0, press: 0, teeth: 0, tongue: 0 },
  C: { open: 0.5, wide: 0.3, round: 0, press: 0, teeth: 0, tongue: 0 },
  D: { open: 0.9, wide: 0.15, round: 0, press: 0, teeth: 0, tongue: 0 },
  E: { open: 0.5, wide: 0, round: 0.5, press: 0, teeth: 0, tongue: 0 },
  F: { open: 0.25, wide: 0, round: 1, press: 0, teeth: 0, tongue: 0 },
  G: { open: 0.15, wide: 0, round: 0, press: 0, teeth: 1, tongue: 0 },
  H: { open: 0.45, wide: 0, round: 0, press: 0, teeth: 0, tongue: 1 },
};
const design = designLooks({
  style: 'social',
  gender: 'male',
  age: 'adult',
  ethnicity: 'south asian',
  appearance: process.argv[3] ?? 'short hair',
  background: 'studio',
  aspectRatio: 0,
  count: 1,
  seed: 3,
})[0]!;
const size = { widthPx: 720, heightPx: 1280 };
const face = lookFaceGeometry(design, size);
const cell = { x: face.faceBox.x - 20, y: face.faceBox.y + face.faceBox.height * 0.25, width: face.faceBox.width + 40, height: face.faceBox.height * 0.85 };
const poses = [
  ...Object.values(shapes).map((mouth) => ({ ...neutralPose, mouth })),
  { ...neutralPose, head: { ...neutralPose.head, blink: 0.5 } },
  { ...neutralPose, head: { ...neutralPose.head, blink: 1 } },
];
const strip = createCanvas(Math.round(cell.width) * poses.length, Math.round(cell.height));
for (const [index, pose] of poses.entries()) {
  const canvas = createCanvas(size.widthPx, size.heightPx);
  const context = canvas.getContext('2d');
  drawLookBackdrop(context, design, size);
  drawLookHead(context, design, pose, size);
  strip.getContext('2d').drawImage(canvas, cell.x, cell.y, cell.width, cell.height, index * Math.round(cell.width), 0, cell.width, cell.height);
}
writeFileSync(process.argv[2] ?? '/tmp/poses.png', await strip.encode('png'));
