import type { HeadPose, MeshPoint, MouthPose } from '../face-types.ts';
import { buildControlMesh, type ControlMesh } from './control-mesh.ts';
import { createClosingLids } from './closing-lids.ts';
import { coverPhotoMouthGap } from './cover-photo-mouth-gap.ts';
import { deformControlMesh } from './deform-mesh.ts';
import { innerLowerChain, innerUpperChain, outerLipIndices, innerLipIndices } from './face-landmarks.ts';
import { paintMouthInterior, readMouthPalette, type MouthPalette } from './mouth-interior.ts';
import { createWarpPixels } from './warp-pixels.ts';
import { emptyBox, growBox, resetBox, warpTriangle, type WarpBox } from './warp-triangles.ts';

export interface FaceAnimatorOptions {
  /** The photo, straight RGBA, already at the size the frames are wanted. */
  rgba: Uint8Array;
  widthPx: number;
  heightPx: number;
  /** The face mesh in the same px as `rgba`. */
  mesh: readonly MeshPoint[];
}

/** Where a frame differs from the frame before it, in frame px. */
export interface ChangedBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface AnimatedFrame {
  /** The whole frame, straight RGBA; valid until the next frame is made (the animator draws each frame over the last). */
  data: Uint8Array;
  /** Where it can differ from the previous frame; null when it is the same picture. */
  changedBox: ChangedBox | null;
}

export interface FaceAnimator {
  frameAt(mouth: MouthPose, head: HeadPose): AnimatedFrame;
  readonly controlMesh: ControlMesh;
}

/**
 * A point is redrawn once it is this far from where the frame shows it.
 * Below a third of a pixel nobody sees the difference, and a slowly swaying
 * head then redraws a part of itself every few frames instead of all of
 * itself every frame (measured on the 720×1280 benchmark: 734k px warped a
 * frame before, 507k after, at 16 instead of 22 ms).
 */
const redrawPx = 0.3;

/**
 * The talking photo: per frame the control mesh is deformed for the pose;
 * points that are now more than `redrawPx` from where the frame shows them
 * move there, the triangles around them are redrawn from the photo (every
 * other triangle keeps its pixels: its corners did not move, so the redrawn
 * ones cover exactly the pixels they covered before), and the inside of the
 * mouth is painted over the lips' gap, closing lids over the eyes. Everything
 * else in the frame is the photo's own pixels, never resampled. What shows
 * between the photo's own lips (a smile's teeth) is painted over with the
 * lips' colours in the photo the frames are sampled from: a mouth closed
 * over it is lips meeting, never teeth squeezed thin.
 */
export function createFaceAnimator(options: FaceAnimatorOptions): FaceAnimator {
  const { widthPx, heightPx } = options;
  const mesh = buildControlMesh(options.mesh, widthPx, heightPx);
  const kernel = createWarpPixels(options.rgba, widthPx, heightPx);
  const { source, target: pixels } = kernel;
  coverPhotoMouthGap(source, widthPx, heightPx, options.mesh);
  // The frame starts as that photo too: a triangle under the mouth redrawn later must draw what was there (a corner of the gap too
  // narrow to move shows the cover from the first frame on).
  pixels.set(source);
  const lids = createClosingLids(source, widthPx, heightPx, mesh.rest);
  const bytes = new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const palette = readPalette(options.rgba, widthPx, options.mesh);
  const scratch = { xs: new Float64Array(11), upperYs: new Float64Array(11), lowerXs: new Float64Array(11), lowerYs: new Float64Array(11) };
  const points = new Float64Array(mesh.rest.length);
  /** Where the frame shows each point: the photo's own positions until a point first moves. */
  const shown = Float64Array.from(mesh.rest);
  const triangles = mesh.movableTriangles;
  const triangleCount = triangles.length / 3;
  const isPointMoving = new Uint8Array(mesh.pointCount);
  /** Where the mouth interior and the lids were painted last, and the pose they were painted for. */
  let paintedBoxes: WarpBox[] = [];
  let paintedKey = '';
  const destination: [number, number, number, number, number, number] = [0, 0, 0, 0, 0, 0];
  const from: [number, number, number, number, number, number] = [0, 0, 0, 0, 0, 0];
  const triangleBox = emptyBox();
  const setCorner = (slot: number, index: number) => {
    destination[slot * 2] = shown[index * 2]!;
    destination[slot * 2 + 1] = shown[index * 2 + 1]!;
    from[slot * 2] = mesh.rest[index * 2]!;
    from[slot * 2 + 1] = mesh.rest[index * 2 + 1]!;
  };
  /** Whether the triangle's box, a pixel larger, meets a painted box (no allocation: it runs for every triangle). */
  const isUnderPaint = (a: number, b: number, c: number) => {
    if (paintedBoxes.length === 0) return false;
    const ax = shown[a * 2]!;
    const bx = shown[b * 2]!;
    const cx = shown[c * 2]!;
    const ay = shown[a * 2 + 1]!;
    const by = shown[b * 2 + 1]!;
    const cy = shown[c * 2 + 1]!;
    const right = Math.max(ax, bx, cx) + 1;
    const left = Math.min(ax, bx, cx) - 1;
    const bottom = Math.max(ay, by, cy) + 1;
    const top = Math.min(ay, by, cy) - 1;
    for (const box of paintedBoxes) if (right > box.left && left < box.right && bottom > box.top && top < box.bottom) return true;
    return false;
  };
  return {
    controlMesh: mesh,
    frameAt(mouth, head) {
      deformControlMesh(mesh, mouth, head, points);
      let isAnyMoving = false;
      for (let index = 0; index < mesh.pointCount; index += 1) {
        const moving = Math.abs(points[index * 2]! - shown[index * 2]!) + Math.abs(points[index * 2 + 1]! - shown[index * 2 + 1]!) > redrawPx;
        isPointMoving[index] = moving ? 1 : 0;
        if (!moving) continue;
        isAnyMoving = true;
        shown[index * 2] = points[index * 2]!;
        shown[index * 2 + 1] = points[index * 2 + 1]!;
      }
      const paintKey = `${mouth.open},${mouth.wide},${mouth.round},${mouth.press},${mouth.teeth},${mouth.tongue},${head.blink}`;
      if (!isAnyMoving && paintKey === paintedKey) return { data: bytes, changedBox: null };
      const changed = emptyBox();
      for (let triangle = 0; triangle < triangleCount; triangle += 1) {
        const a = triangles[triangle * 3]!;
        const b = triangles[triangle * 3 + 1]!;
        const c = triangles[triangle * 3 + 2]!;
        // The painted mouth interior and lids lie over the lips' gap and the eyes: what is under them is drawn again before they are painted anew.
        if (!(isPointMoving[a]! | isPointMoving[b]! | isPointMoving[c]!) && !isUnderPaint(a, b, c)) continue;
        setCorner(0, a);
        setCorner(1, b);
        setCorner(2, c);
        const box = resetBox(triangleBox);
        warpTriangle(source, pixels, widthPx, heightPx, destination, from, box, kernel);
        // The redrawn triangles cover the same pixels as before they moved (their outline runs between points that did not).
        growBox(changed, box);
      }
      const mouthBox = paintMouthInterior(
        pixels,
        widthPx,
        heightPx,
        shown,
        { upper: innerUpperChain, lower: innerLowerChain },
        palette,
        mouth,
        mesh.frame.mouthWidthPx,
        scratch,
      );
      const lidBoxes = lids.paint(pixels, shown, head.blink);
      for (const box of paintedBoxes) growBox(changed, box);
      paintedBoxes = mouthBox ? [mouthBox, ...lidBoxes] : lidBoxes;
      for (const box of paintedBoxes) growBox(changed, box);
      paintedKey = paintKey;
      const changedBox =
        changed.right > changed.left ? { x: changed.left, y: changed.top, width: changed.right - changed.left, height: changed.bottom - changed.top } : null;
      return { data: bytes, changedBox };
    },
  };
}

/** Lip colour sampled halfway between the outer and inner contours, and the face box for the skin and white balance. */
function readPalette(rgba: Uint8Array, widthPx: number, landmarks: readonly MeshPoint[]): MouthPalette {
  const samples = outerLipIndices.map((outer, item) => {
    const inner = innerLipIndices[item]!;
    return [(landmarks[outer]![0] + landmarks[inner]![0]) / 2, (landmarks[outer]![1] + landmarks[inner]![1]) / 2] as const;
  });
  const xs = landmarks.slice(0, 468).map((point) => point[0]);
  const ys = landmarks.slice(0, 468).map((point) => point[1]);
  const heightPx = rgba.length / 4 / widthPx;
  const faceBox = {
    left: Math.max(0, Math.floor(Math.min(...xs))),
    top: Math.max(0, Math.floor(Math.min(...ys))),
    right: Math.min(widthPx, Math.ceil(Math.max(...xs))),
    bottom: Math.min(heightPx, Math.ceil(Math.max(...ys))),
  };
  return readMouthPalette(rgba, widthPx, samples, faceBox);
}
