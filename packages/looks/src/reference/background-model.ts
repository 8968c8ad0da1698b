import { deltaE, toLab, type Lab } from './colour-lab.ts';
import { forEachPixel, type FrameBox } from './face-regions.ts';
import { median } from './median.ts';
import type { UprightFace } from './upright-face.ts';

/** Face-mesh points: forehead top, and the face's sides at ear level. */
const foreheadPoint = 10;
const faceLeftPoint = 234;
const faceRightPoint = 454;
/** A patch must be this much inside the photo to say what the background is. */
const minInsideShare = 0.5;
/** A patch whose median colour is this close (ΔE) to the hair just above the forehead is the hair itself (a big or close-cropped head), not background. */
const hairPatchDistance = 15;
/**
 * A pixel is background-like when at least this share of the background
 * samples lies this close to it (ΔE): a colour the background is made of,
 * not one that a few of its pixels happen to have (a grey wall's light
 * planks against grey hair).
 */
const backgroundDistance = 8;
const minNearShare = 0.02;
const maxSamples = 600;

/**
 * What lies behind the head, sampled in patches well away from it (beside
 * the temples, half a face width out, and above the head): a colour is
 * background-like when it is close to one of those samples. A patch that
 * looks like the hair at the hairline is dropped, since the hair of a close
 * or big-haired portrait fills the patch; one mostly outside the photo says
 * nothing and is dropped too.
 */
export interface BackgroundModel {
  isBackgroundLike(lab: Lab): boolean;
  /** How many patches were kept (0: nothing is background-like). */
  patchCount: number;
}

export function createBackgroundModel(face: UprightFace, hairlineLab: Lab | null): BackgroundModel {
  const unit = face.pxPerFaceWidth;
  const forehead = face.pointOf(foreheadPoint);
  const leftSide = face.pointOf(faceLeftPoint).x;
  const rightSide = face.pointOf(faceRightPoint).x;
  const sideTop = forehead.y - 0.35 * unit;
  const sideMiddle = forehead.y + 0.05 * unit;
  const sideBottom = face.pointOf(faceLeftPoint).y;
  const patches: FrameBox[] = [
    { left: leftSide - 0.78 * unit, right: leftSide - 0.52 * unit, top: sideTop, bottom: sideMiddle },
    { left: leftSide - 0.78 * unit, right: leftSide - 0.52 * unit, top: sideMiddle, bottom: sideBottom },
    { left: rightSide + 0.52 * unit, right: rightSide + 0.78 * unit, top: sideTop, bottom: sideMiddle },
    { left: rightSide + 0.52 * unit, right: rightSide + 0.78 * unit, top: sideMiddle, bottom: sideBottom },
    { left: forehead.x - 0.55 * unit, right: forehead.x - 0.1 * unit, top: forehead.y - 1.2 * unit, bottom: forehead.y - 0.95 * unit },
    { left: forehead.x + 0.1 * unit, right: forehead.x + 0.55 * unit, top: forehead.y - 1.2 * unit, bottom: forehead.y - 0.95 * unit },
  ];
  const kept: Lab[] = [];
  let patchCount = 0;
  for (const patch of patches) {
    const labs: Lab[] = [];
    forEachPixel(face, patch, (offset) => labs.push(toLab(face.rgba[offset]!, face.rgba[offset + 1]!, face.rgba[offset + 2]!)));
    const area = Math.max(1, Math.round(patch.right - patch.left) * Math.round(patch.bottom - patch.top));
    if (labs.length < area * minInsideShare) continue;
    const middle: Lab = [median(labs.map((lab) => lab[0])), median(labs.map((lab) => lab[1])), median(labs.map((lab) => lab[2]))];
    if (hairlineLab && deltaE(middle, hairlineLab) < hairPatchDistance) continue;
    patchCount += 1;
    kept.push(...labs);
  }
  const step = Math.max(1, Math.ceil(kept.length / maxSamples));
  const samples = kept.filter((_, index) => index % step === 0);
  const needed = Math.max(3, Math.ceil(samples.length * minNearShare));
  // Samples filed by cells a match distance wide: a colour's matches can only be in its own and the 26 cells around it.
  const cells = new Map<number, Lab[]>();
  for (const sample of samples) {
    const key = cellKey(sample);
    const cell = cells.get(key);
    if (cell) cell.push(sample);
    else cells.set(key, [sample]);
  }
  return {
    patchCount,
    isBackgroundLike(lab: Lab): boolean {
      let near = 0;
      const [l, a, b] = lab.map((value) => Math.floor(value / backgroundDistance)) as [number, number, number];
      for (let dl = -1; dl <= 1; dl += 1) {
        for (let da = -1; da <= 1; da += 1) {
          for (let db = -1; db <= 1; db += 1) {
            for (const sample of cells.get(packCell(l + dl, a + da, b + db)) ?? []) {
              if (deltaE(sample, lab) >= backgroundDistance) continue;
              near += 1;
              if (near >= needed) return true;
            }
          }
        }
      }
      return false;
    },
  };
}

/** L* 0–100 and a*, b* about ±128 in cells of `backgroundDistance`, packed in one number. */
const cellKey = (lab: Lab): number => packCell(...(lab.map((value) => Math.floor(value / backgroundDistance)) as [number, number, number]));
const packCell = (l: number, a: number, b: number): number => (l + 64) * 16384 + (a + 64) * 128 + (b + 64);
