import Delaunator from 'delaunator';
import type { MeshPoint } from '../face-types.ts';
import {
  faceOvalIndices,
  innerLipIndices,
  innerLowerChain,
  innerUpperChain,
  landmark,
  mouthCornerIndices,
  outerLowerChain,
  outerUpperChain,
  surfacePointCount,
} from './face-landmarks.ts';

/**
 * The points the animator moves and the triangles between them, built once
 * per photo. Every point carries weights that say how much it follows each
 * motion (jaw, upper lip, lip squeeze, head); the per-frame deformation is
 * then a few multiply-adds per point. Points: the 468 face-surface landmarks,
 * a ring around the head (hair, ears, neck) that follows the head partly, a
 * fixed ring well outside it and the image border, which never move, so the
 * background and shoulders stay where they are.
 */
export interface ControlMesh {
  /** Rest positions, image px: x0, y0, x1, y1, ... */
  rest: Float64Array;
  pointCount: number;
  /** Triangle corner indices, three per triangle. Those across the lips' gap are warped only as a base under the painted mouth interior. */
  triangles: Uint32Array;
  /** Triangles with at least one point that can move; only these are ever redrawn. */
  movableTriangles: Uint32Array;
  frame: FaceFrame;
  /** Per point, 0–1 unless said. */
  weights: {
    /** Follows the lower jaw (chin, lower lip, lower cheeks), falling off toward the ears and down the neck. */
    jaw: Float32Array;
    /** Near the lower lip's inner edge: carries the lip's own part of the opening. */
    lowerLip: Float32Array;
    /** Near the upper lip's inner edge: rises with the opening. */
    upperLip: Float32Array;
    /** Around the mouth: scaled by wide / round / press. */
    mouth: Float32Array;
    /** Signed distance from the line where the lips meet once the photo's gap is closed, px along the face's down axis. */
    fromMidline: Float32Array;
    /** Across the mouth, −1 at one corner to 1 at the other (beyond the corners clamped). */
    acrossMouth: Float32Array;
    /**
     * Closes the photo's own lips' gap, px along the face's down axis (the
     * upper side moves down, the lower side up): the lips move whole, keeping
     * their thickness, and the skin between them and the nose or the chin
     * stretches or gives instead.
     */
    close: Float32Array;
    /** Follows head rotation and shift. */
    head: Float32Array;
    /** Depth in front of the head's rotation centre, px (for yaw and pitch). */
    depth: Float32Array;
  };
}

/** The face's own axes in the photo (it may be tilted), and its size. */
export interface FaceFrame {
  centreX: number;
  centreY: number;
  /** Unit vector toward the image-right side of the face. */
  rightX: number;
  rightY: number;
  /** Unit vector from forehead to chin. */
  downX: number;
  downY: number;
  widthPx: number;
  heightPx: number;
  mouthWidthPx: number;
  /** Mouth centre in face coordinates (u right, v down). */
  mouthU: number;
  mouthV: number;
}

const smoothstep = (edge0: number, edge1: number, value: number) => {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/** A chain of points as (u, v) pairs sorted by u, read at any u by linear interpolation (held flat beyond its ends). */
function chainReader(us: number[], vs: number[]): (u: number) => number {
  const order = us.map((_, index) => index).sort((a, b) => us[a]! - us[b]!);
  const su = order.map((index) => us[index]!);
  const sv = order.map((index) => vs[index]!);
  return (u) => {
    if (u <= su[0]!) return sv[0]!;
    for (let index = 1; index < su.length; index += 1) {
      if (u <= su[index]!) {
        const t = (u - su[index - 1]!) / Math.max(1e-6, su[index]! - su[index - 1]!);
        return sv[index - 1]! + t * (sv[index]! - sv[index - 1]!);
      }
    }
    return sv[sv.length - 1]!;
  };
}

/** The face frame from the landmarks: centre of the oval, axes from cheek to cheek, size from forehead to chin. */
function getFaceFrame(mesh: readonly MeshPoint[]): FaceFrame {
  const at = (index: number) => mesh[index]!;
  const ovalX = faceOvalIndices.reduce((sum, index) => sum + at(index)[0], 0) / faceOvalIndices.length;
  const ovalY = faceOvalIndices.reduce((sum, index) => sum + at(index)[1], 0) / faceOvalIndices.length;
  const dx = at(landmark.leftCheek)[0] - at(landmark.rightCheek)[0];
  const dy = at(landmark.leftCheek)[1] - at(landmark.rightCheek)[1];
  const widthPx = Math.hypot(dx, dy);
  const rightX = dx / widthPx;
  const rightY = dy / widthPx;
  const downX = -rightY;
  const downY = rightX;
  const heightPx = Math.abs((at(landmark.chin)[0] - at(landmark.foreheadTop)[0]) * downX + (at(landmark.chin)[1] - at(landmark.foreheadTop)[1]) * downY);
  const mouthX = (at(13)[0] + at(14)[0]) / 2;
  const mouthY = (at(13)[1] + at(14)[1]) / 2;
  const mouthWidthPx = Math.hypot(
    at(mouthCornerIndices.outerLeft)[0] - at(mouthCornerIndices.outerRight)[0],
    at(mouthCornerIndices.outerLeft)[1] - at(mouthCornerIndices.outerRight)[1],
  );
  return {
    centreX: ovalX,
    centreY: ovalY,
    rightX,
    rightY,
    downX,
    downY,
    widthPx,
    heightPx,
    mouthWidthPx,
    mouthU: (mouthX - ovalX) * rightX + (mouthY - ovalY) * rightY,
    mouthV: (mouthX - ovalX) * downX + (mouthY - ovalY) * downY,
  };
}

/** Adds `count` points on an ellipse around the face (different reach above and below the centre). */
function addRing(points: number[], frame: FaceFrame, sideReach: number, topReach: number, bottomReach: number, count: number): void {
  for (let index = 0; index < count; index += 1) {
    const angle = (index / count) * Math.PI * 2;
    const u = Math.cos(angle) * sideReach * frame.widthPx;
    const sin = Math.sin(angle);
    const v = sin * (sin > 0 ? bottomReach : topReach) * frame.heightPx;
    points.push(frame.centreX + u * frame.rightX + v * frame.downX, frame.centreY + u * frame.rightY + v * frame.downY);
  }
}

const midRingCount = 28;
/**
 * Of the photo's own gap, the upper lip closes this share and the lower lip
 * with the jaw the rest (a smile is closed mostly by the jaw rising).
 */
const upperCloseShare = 0.35;
const anchorRingCount = 36;

export function buildControlMesh(mesh: readonly MeshPoint[], imageWidthPx: number, imageHeightPx: number): ControlMesh {
  if (mesh.length < surfacePointCount) throw new Error(`a face mesh needs ${surfacePointCount} points, got ${mesh.length}`);
  const frame = getFaceFrame(mesh);
  const toU = (x: number, y: number) => (x - frame.centreX) * frame.rightX + (y - frame.centreY) * frame.rightY;
  const toV = (x: number, y: number) => (x - frame.centreX) * frame.downX + (y - frame.centreY) * frame.downY;
  const coordinates: number[] = [];
  for (let index = 0; index < surfacePointCount; index += 1) coordinates.push(mesh[index]![0], mesh[index]![1]);
  addRing(coordinates, frame, 0.7, 0.9, 0.72, midRingCount);
  addRing(coordinates, frame, 0.98, 1.14, 0.95, anchorRingCount);
  const border = 8;
  for (let index = 0; index <= border; index += 1) {
    const t = index / border;
    coordinates.push(t * imageWidthPx, 0, t * imageWidthPx, imageHeightPx);
    if (index > 0 && index < border) coordinates.push(0, t * imageHeightPx, imageWidthPx, t * imageHeightPx);
  }
  const rest = Float64Array.from(coordinates);
  const pointCount = rest.length / 2;
  const midRingStart = surfacePointCount;
  const anchorStart = midRingStart + midRingCount;

  const u = new Float64Array(pointCount);
  const v = new Float64Array(pointCount);
  for (let index = 0; index < pointCount; index += 1) {
    u[index] = toU(rest[index * 2]!, rest[index * 2 + 1]!);
    v[index] = toV(rest[index * 2]!, rest[index * 2 + 1]!);
  }
  const upperEdge = chainReader(
    innerUpperChain.map((index) => u[index]!),
    innerUpperChain.map((index) => v[index]!),
  );
  const lowerEdge = chainReader(
    innerLowerChain.map((index) => u[index]!),
    innerLowerChain.map((index) => v[index]!),
  );
  const outerUpperEdge = chainReader(
    outerUpperChain.map((index) => u[index]!),
    outerUpperChain.map((index) => v[index]!),
  );
  const outerLowerEdge = chainReader(
    outerLowerChain.map((index) => u[index]!),
    outerLowerChain.map((index) => v[index]!),
  );
  const halfMouth = frame.mouthWidthPx / 2;
  const chinV = v[landmark.chin]!;
  const noseBaseV = v[landmark.noseBase]!;
  const halfFace = frame.widthPx / 2;
  const lipThickness = Math.max(4, (lowerEdge(frame.mouthU) - noseBaseV) * 0.35);
  // Closing the photo's gap moves each lip whole; the skin beyond gives way, up to the nose and most of the way to the chin.
  const closeReachUp = Math.max(lipThickness * 0.5, outerUpperEdge(frame.mouthU) - noseBaseV);
  const closeReachDown = Math.max(lipThickness, 0.8 * (chinV - outerLowerEdge(frame.mouthU)));
  let farthestOvalDepth = -Infinity;
  for (const index of faceOvalIndices) farthestOvalDepth = Math.max(farthestOvalDepth, mesh[index]![2]);
  const rotationCentreDepth = farthestOvalDepth + 0.35 * frame.widthPx;

  const weights = {
    jaw: new Float32Array(pointCount),
    lowerLip: new Float32Array(pointCount),
    upperLip: new Float32Array(pointCount),
    mouth: new Float32Array(pointCount),
    fromMidline: new Float32Array(pointCount),
    acrossMouth: new Float32Array(pointCount),
    close: new Float32Array(pointCount),
    head: new Float32Array(pointCount),
    depth: new Float32Array(pointCount),
  };
  const innerSet = new Set<number>(innerLipIndices);
  for (let index = 0; index < pointCount; index += 1) {
    const pu = u[index]!;
    const pv = v[index]!;
    const across = Math.max(-1, Math.min(1, (pu - frame.mouthU) / halfMouth));
    const upper = upperEdge(pu);
    const lower = Math.max(upper, lowerEdge(pu));
    const midline = (upper + lower) / 2;
    const meeting = upper + upperCloseShare * (lower - upper);
    weights.acrossMouth[index] = across;
    weights.fromMidline[index] = pv - meeting;
    if (index >= anchorStart) continue;
    if (index >= midRingStart) {
      // The ring around the head: hair follows the head more than the neck does.
      const below = pv > 0;
      weights.head[index] = below ? 0.3 : 0.55;
      weights.jaw[index] = 0;
      continue;
    }
    weights.head[index] = 1;
    weights.depth[index] = rotationCentreDepth - mesh[index]![2];
    // Beyond the corners the boundary between "goes with the jaw" and "stays" widens, so cheeks stretch instead of shearing.
    const outside = Math.max(0, Math.abs(pu - frame.mouthU) / halfMouth - 1);
    const sideWidth = frame.heightPx * (0.015 + 0.22 * outside);
    const lowerSide = innerSet.has(index) ? (innerLowerChain.includes(index as never) ? 1 : 0) : smoothstep(-sideWidth, sideWidth, pv - midline);
    const corner = index === mouthCornerIndices.innerRight || index === mouthCornerIndices.innerLeft ? 0.5 : lowerSide;
    const acrossFace = Math.abs(pu - frame.mouthU) / halfFace;
    const belowChin = Math.max(0, pv - chinV);
    weights.jaw[index] = corner * (1 - smoothstep(0.3, 0.95, acrossFace)) * (1 - smoothstep(0, 0.45 * frame.heightPx, belowChin));
    const profile = Math.sqrt(Math.max(0, 1 - across * across));
    const lowerDistance = Math.max(0, pv - lower);
    const upperDistance = Math.max(0, upper - pv);
    weights.lowerLip[index] = corner * profile * (1 - smoothstep(0, lipThickness * 1.6, lowerDistance));
    weights.upperLip[index] = (1 - corner) * profile * (1 - smoothstep(0, Math.max(lipThickness, upper - noseBaseV), upperDistance));
    const aboveLip = Math.max(0, outerUpperEdge(pu) - pv);
    const belowLip = Math.max(0, pv - outerLowerEdge(pu));
    const closeDown = upperCloseShare * (lower - upper) * (1 - smoothstep(0, closeReachUp, aboveLip));
    const closeUp = (1 - upperCloseShare) * (lower - upper) * (1 - smoothstep(0, closeReachDown, belowLip));
    weights.close[index] = (1 - corner) * closeDown - corner * closeUp;
    weights.fromMidline[index] = pv + weights.close[index]! - meeting;
    const ellipse = ((pu - frame.mouthU) / (halfMouth * 1.35)) ** 2 + ((pv - midline) / (halfMouth * 0.85)) ** 2;
    weights.mouth[index] = Math.exp(-ellipse * ellipse);
  }

  // Triangulate with the mouth held open, so that no triangle spans the gap between the lips once they part.
  const opened = Float64Array.from(rest);
  const openPx = frame.mouthWidthPx * 0.3;
  for (let index = 0; index < surfacePointCount; index += 1) {
    const drop = weights.jaw[index]! * openPx * 0.6 + weights.lowerLip[index]! * openPx * 0.4 - weights.upperLip[index]! * openPx * 0.15;
    const close = weights.close[index]!;
    opened[index * 2] = rest[index * 2]! + (drop + close) * frame.downX;
    opened[index * 2 + 1] = rest[index * 2 + 1]! + (drop + close) * frame.downY;
  }
  const delaunay = new Delaunator(opened);
  const triangles: number[] = [];
  const movable: number[] = [];
  for (let t = 0; t < delaunay.triangles.length; t += 3) {
    const a = delaunay.triangles[t]!;
    const b = delaunay.triangles[t + 1]!;
    const c = delaunay.triangles[t + 2]!;
    triangles.push(a, b, c);
    if (a < anchorStart || b < anchorStart || c < anchorStart) movable.push(a, b, c);
  }
  return { rest, pointCount, triangles: Uint32Array.from(triangles), movableTriangles: Uint32Array.from(movable), frame, weights };
}
