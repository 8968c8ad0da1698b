import type { HeadPose, MeshPoint, MouthPose } from '../face-types.ts';
import { buildControlMesh, type ControlMesh } from './control-mesh.ts';
import { deformControlMesh } from './deform-mesh.ts';
import { innerLowerChain, innerUpperChain, outerLipIndices, innerLipIndices } from './face-landmarks.ts';
import { paintMouthInterior, readMouthPalette, type MouthPalette } from './mouth-interior.ts';
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
  /** The whole frame, straight RGBA; valid until `ringSize - 1` more frames are made. */
  data: Uint8Array;
  /** Where it can differ from the previous frame; null when it is the same picture. */
  changedBox: ChangedBox | null;
}

export interface FaceAnimator {
  frameAt(mouth: MouthPose, head: HeadPose): AnimatedFrame;
  readonly controlMesh: ControlMesh;
}

/** Frames handed out stay intact while this many more are made. */
const ringSize = 3;
/** A point that moved less than this is where it was (sub-pixel noise would rewrite the whole region for nothing). */
const stillPx = 0.01;

/**
 * The talking photo: per frame the control mesh is deformed for the pose,
 * the triangles that moved (now, or when this buffer was last used) are
 * redrawn from the photo, and the inside of the mouth is painted over the
 * lips' gap. Everything else in the frame is the photo's own pixels, never
 * resampled.
 */
export function createFaceAnimator(options: FaceAnimatorOptions): FaceAnimator {
  const { widthPx, heightPx } = options;
  const mesh = buildControlMesh(options.mesh, widthPx, heightPx);
  const source = new Uint32Array(options.rgba.buffer.slice(options.rgba.byteOffset, options.rgba.byteOffset + widthPx * heightPx * 4));
  const buffers = Array.from({ length: ringSize }, () => {
    const pixels = new Uint32Array(source);
    return { pixels, bytes: new Uint8Array(pixels.buffer), moved: new Uint8Array(mesh.movableTriangles.length / 3) };
  });
  const palette = readPalette(options.rgba, widthPx, options.mesh);
  const scratch = { xs: new Float64Array(11), upperYs: new Float64Array(11), lowerXs: new Float64Array(11), lowerYs: new Float64Array(11) };
  const points = new Float64Array(mesh.rest.length);
  const triangles = mesh.movableTriangles;
  const triangleCount = triangles.length / 3;
  const movedNow = new Uint8Array(triangleCount);
  const movedBefore = new Uint8Array(triangleCount);
  const isPointMoved = new Uint8Array(mesh.pointCount);
  let previousMouthBox: WarpBox | null = null;
  let frameIndex = 0;
  const destination: [number, number, number, number, number, number] = [0, 0, 0, 0, 0, 0];
  const from: [number, number, number, number, number, number] = [0, 0, 0, 0, 0, 0];
  const triangleBox = emptyBox();
  /** Corner `slot` of the triangle being drawn: where point `index` is now (if it moved) and where it is in the photo. */
  const setCorner = (slot: number, index: number) => {
    const sourceX = mesh.rest[index * 2]!;
    const sourceY = mesh.rest[index * 2 + 1]!;
    destination[slot * 2] = isPointMoved[index] ? points[index * 2]! : sourceX;
    destination[slot * 2 + 1] = isPointMoved[index] ? points[index * 2 + 1]! : sourceY;
    from[slot * 2] = sourceX;
    from[slot * 2 + 1] = sourceY;
  };
  return {
    controlMesh: mesh,
    frameAt(mouth, head) {
      const buffer = buffers[frameIndex % ringSize]!;
      frameIndex += 1;
      deformControlMesh(mesh, mouth, head, points);
      for (let index = 0; index < mesh.pointCount; index += 1) {
        isPointMoved[index] =
          Math.abs(points[index * 2]! - mesh.rest[index * 2]!) + Math.abs(points[index * 2 + 1]! - mesh.rest[index * 2 + 1]!) > stillPx ? 1 : 0;
      }
      const changed = emptyBox();
      const drawn = emptyBox();
      for (let triangle = 0; triangle < triangleCount; triangle += 1) {
        const a = triangles[triangle * 3]!;
        const b = triangles[triangle * 3 + 1]!;
        const c = triangles[triangle * 3 + 2]!;
        const moved = isPointMoved[a]! | isPointMoved[b]! | isPointMoved[c]!;
        movedNow[triangle] = moved;
        // Redraw what moves now, and what this buffer still shows moved from its last use.
        if (!moved && !buffer.moved[triangle]) {
          if (movedBefore[triangle]) growTriangleBox(changed, mesh.rest, a, b, c, widthPx, heightPx);
          continue;
        }
        setCorner(0, a);
        setCorner(1, b);
        setCorner(2, c);
        const box = resetBox(triangleBox);
        warpTriangle(source, buffer.pixels, widthPx, heightPx, destination, from, box);
        if (moved || movedBefore[triangle]) {
          growBox(changed, box);
          growTriangleBox(changed, mesh.rest, a, b, c, widthPx, heightPx);
        }
        growBox(drawn, box);
      }
      buffer.moved.set(movedNow);
      movedBefore.set(movedNow);
      // The lips' gap was warped as a base; the inside of the mouth is painted over it.
      const mouthBox = paintMouthInterior(
        buffer.pixels,
        widthPx,
        heightPx,
        points,
        { upper: innerUpperChain, lower: innerLowerChain },
        palette,
        mouth,
        mesh.frame.mouthWidthPx,
        scratch,
      );
      if (mouthBox) growBox(changed, mouthBox);
      if (previousMouthBox) growBox(changed, previousMouthBox);
      previousMouthBox = mouthBox;
      const changedBox =
        changed.right > changed.left ? { x: changed.left, y: changed.top, width: changed.right - changed.left, height: changed.bottom - changed.top } : null;
      return { data: buffer.bytes, changedBox };
    },
  };
}

function growTriangleBox(box: WarpBox, rest: Float64Array, a: number, b: number, c: number, widthPx: number, heightPx: number): void {
  const xs = [rest[a * 2]!, rest[b * 2]!, rest[c * 2]!];
  const ys = [rest[a * 2 + 1]!, rest[b * 2 + 1]!, rest[c * 2 + 1]!];
  growBox(box, {
    left: Math.max(0, Math.floor(Math.min(...xs))),
    top: Math.max(0, Math.floor(Math.min(...ys))),
    right: Math.min(widthPx, Math.ceil(Math.max(...xs)) + 1),
    bottom: Math.min(heightPx, Math.ceil(Math.max(...ys)) + 1),
  });
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
