import type { WarpPixels } from './warp-pixels.ts';

/** A rectangle of image px: `left`/`top` included, `right`/`bottom` excluded. */
export interface WarpBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const emptyBox = (): WarpBox => ({ left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity });

/** Empties `box` in place (no allocation per triangle). */
export function resetBox(box: WarpBox): WarpBox {
  box.left = box.top = Infinity;
  box.right = box.bottom = -Infinity;
  return box;
}

export function growBox(box: WarpBox, other: WarpBox): void {
  box.left = Math.min(box.left, other.left);
  box.top = Math.min(box.top, other.top);
  box.right = Math.max(box.right, other.right);
  box.bottom = Math.max(box.bottom, other.bottom);
}

/**
 * 16.16 fixed point, as both samplers step: floor(v + 0.5), which the
 * WebAssembly kernel computes with the same two float operations.
 */
const toFixed16 = (value: number) => Math.floor(value * 65536 + 0.5);

/**
 * dx/dy of the edge from its upper end `a` (the smaller y) to `b`: a row
 * centre y crosses it at a.x + (y − a.y) · slope. Two triangles sharing the
 * edge compute this from the same end with the same operations, so they
 * agree to the bit and the mesh has no gaps. A level edge is never crossed
 * by a row centre between its triangle's first and last rows.
 */
const slopeOf = (ax: number, ay: number, bx: number, by: number) => (bx - ax) / (by - ay);

/**
 * Draws one destination triangle by inverse mapping: every pixel whose centre
 * lies in it (a pixel centre on a left or top edge belongs to the triangle, on
 * a right or bottom edge to its neighbour, so a mesh covers each pixel once)
 * takes the source photo's colour at the matching point of the source
 * triangle, bilinearly sampled. Pixels are RGBA packed in 32-bit words.
 * With `kernel` (source and target then are its arrays, see
 * createWarpPixels) the rows are walked and sampled in WebAssembly, bit for
 * bit as here. Grows `box`.
 */
export function warpTriangle(
  source: Uint32Array,
  target: Uint32Array,
  widthPx: number,
  heightPx: number,
  destination: readonly [number, number, number, number, number, number],
  from: readonly [number, number, number, number, number, number],
  box: WarpBox,
  kernel?: WarpPixels,
): void {
  const [x0, y0, x1, y1, x2, y2] = destination;
  const det = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  if (Math.abs(det) < 1e-9) return;
  const [s0, t0, s1, t1, s2, t2] = from;
  // Source = a·x + b·y + c (and likewise for t): the affine map of the destination triangle onto the source triangle.
  const as = ((y2 - y0) * (s1 - s0) - (y1 - y0) * (s2 - s0)) / det;
  const bs = (-(x2 - x0) * (s1 - s0) + (x1 - x0) * (s2 - s0)) / det;
  const cs = s0 - as * x0 - bs * y0;
  const at = ((y2 - y0) * (t1 - t0) - (y1 - y0) * (t2 - t0)) / det;
  const bt = (-(x2 - x0) * (t1 - t0) + (x1 - x0) * (t2 - t0)) / det;
  const ct = t0 - at * x0 - bt * y0;
  const identity = x0 === s0 && y0 === t0 && x1 === s1 && y1 === t1 && x2 === s2 && y2 === t2;
  // Vertices sorted by y.
  let ax = x0,
    ay = y0,
    bx = x1,
    by = y1,
    cx = x2,
    cy = y2;
  if (ay > by) [ax, ay, bx, by] = [bx, by, ax, ay];
  if (by > cy) [bx, by, cx, cy] = [cx, cy, bx, by];
  if (ay > by) [ax, ay, bx, by] = [bx, by, ax, ay];
  if (kernel) {
    const kernelBox = kernel.box;
    kernelBox[0] = kernelBox[1] = 0x7fffffff;
    kernelBox[2] = kernelBox[3] = -0x80000000;
    kernel.warpRows(
      ax,
      ay,
      bx,
      by,
      cx,
      cy,
      as,
      bs,
      cs,
      at,
      bt,
      ct,
      identity ? 1 : 0,
      source.byteOffset,
      target.byteOffset,
      widthPx,
      heightPx,
      kernelBox.byteOffset,
    );
    if (kernelBox[2]! > kernelBox[0]!) {
      box.left = Math.min(box.left, kernelBox[0]!);
      box.top = Math.min(box.top, kernelBox[1]!);
      box.right = Math.max(box.right, kernelBox[2]!);
      box.bottom = Math.max(box.bottom, kernelBox[3]!);
    }
    return;
  }
  const firstRow = Math.max(0, Math.ceil(ay - 0.5));
  const endRow = Math.min(heightPx, Math.ceil(cy - 0.5));
  const maxX = widthPx - 1;
  const maxY = heightPx - 1;
  // Corners sorted by y: a is the upper end of a→b and a→c, b of b→c.
  const longSlope = slopeOf(ax, ay, cx, cy);
  const upperSlope = slopeOf(ax, ay, bx, by);
  const lowerSlope = slopeOf(bx, by, cx, cy);
  const stepX = toFixed16(as);
  const stepY = toFixed16(at);
  for (let row = firstRow; row < endRow; row += 1) {
    const yc = row + 0.5;
    const longX = ax + (yc - ay) * longSlope;
    const shortX = yc < by ? ax + (yc - ay) * upperSlope : bx + (yc - by) * lowerSlope;
    const left = Math.min(longX, shortX);
    const right = Math.max(longX, shortX);
    const firstColumn = Math.max(0, Math.ceil(left - 0.5));
    const endColumn = Math.min(widthPx, Math.ceil(right - 0.5));
    if (endColumn <= firstColumn) continue;
    if (firstColumn < box.left) box.left = firstColumn;
    if (endColumn > box.right) box.right = endColumn;
    if (row < box.top) box.top = row;
    if (row + 1 > box.bottom) box.bottom = row + 1;
    const rowOffset = row * widthPx;
    if (identity) {
      target.set(source.subarray(rowOffset + firstColumn, rowOffset + endColumn), rowOffset + firstColumn);
      continue;
    }
    // Sample position of the first pixel centre, minus half a pixel (source pixel centres sit at +0.5).
    const sx = as * (firstColumn + 0.5) + bs * yc + cs - 0.5;
    const sy = at * (firstColumn + 0.5) + bt * yc + ct - 0.5;
    const count = endColumn - firstColumn;
    // The samplers step in 16.16 fixed point, so "inside" is decided there: rounding a step can carry the last
    // sample of a row just past the edge the float positions stay inside (in WebAssembly, a read out of bounds).
    const fx = toFixed16(sx);
    const fy = toFixed16(sy);
    const lastFx = fx + stepX * (count - 1);
    const lastFy = fy + stepY * (count - 1);
    if (Math.min(fx, lastFx) >= 0 && Math.max(fx, lastFx) < maxX * 65536 && Math.min(fy, lastFy) >= 0 && Math.max(fy, lastFy) < maxY * 65536) {
      sampleSpanInside(source, target, widthPx, rowOffset + firstColumn, count, fx, fy, stepX, stepY);
    } else {
      sampleSpanClamped(source, target, widthPx, heightPx, rowOffset + firstColumn, count, sx, sy, as, at);
    }
  }
}

/**
 * Bilinear samples along a row whose source points all lie inside the photo:
 * positions step in 16.16 fixed point (integer arithmetic; a row of 2,000 px
 * drifts by under 0.02 px), weights are 7-bit, and two channels are mixed
 * per operation (red+blue, green+alpha, 16 bits apart; each product stays
 * below 2^31, so it all runs in 32-bit integers).
 */
function sampleSpanInside(
  source: Uint32Array,
  target: Uint32Array,
  widthPx: number,
  start: number,
  count: number,
  startFx: number,
  startFy: number,
  stepX: number,
  stepY: number,
): void {
  let fx = startFx;
  let fy = startFy;
  for (let item = 0; item < count; item += 1, fx += stepX, fy += stepY) {
    const offset = (fy >> 16) * widthPx + (fx >> 16);
    const wx = (fx >> 9) & 0x7f;
    const wy = (fy >> 9) & 0x7f;
    const vx = 128 - wx;
    const vy = 128 - wy;
    const p00 = source[offset]!;
    const p10 = source[offset + 1]!;
    const p01 = source[offset + widthPx]!;
    const p11 = source[offset + widthPx + 1]!;
    const rbTop = (((p00 & 0xff00ff) * vx + (p10 & 0xff00ff) * wx) >> 7) & 0xff00ff;
    const gaTop = ((((p00 >>> 8) & 0xff00ff) * vx + ((p10 >>> 8) & 0xff00ff) * wx) >> 7) & 0xff00ff;
    const rbBottom = (((p01 & 0xff00ff) * vx + (p11 & 0xff00ff) * wx) >> 7) & 0xff00ff;
    const gaBottom = ((((p01 >>> 8) & 0xff00ff) * vx + ((p11 >>> 8) & 0xff00ff) * wx) >> 7) & 0xff00ff;
    const rb = ((rbTop * vy + rbBottom * wy) >> 7) & 0xff00ff;
    const ga = ((gaTop * vy + gaBottom * wy) >> 7) & 0xff00ff;
    target[start + item] = rb | (ga << 8);
  }
}

/** The same near the photo's border: positions are clamped to it (the edge pixels repeat). */
function sampleSpanClamped(
  source: Uint32Array,
  target: Uint32Array,
  widthPx: number,
  heightPx: number,
  start: number,
  count: number,
  sx: number,
  sy: number,
  as: number,
  at: number,
): void {
  const maxX = widthPx - 1;
  const maxY = heightPx - 1;
  for (let item = 0; item < count; item += 1) {
    const x = Math.min(maxX, Math.max(0, sx + as * item));
    const y = Math.min(maxY, Math.max(0, sy + at * item));
    const ix = Math.min(maxX - 1, Math.floor(x));
    const iy = Math.min(maxY - 1, Math.floor(y));
    const wx = ((x - ix) * 128) | 0;
    const wy = ((y - iy) * 128) | 0;
    const vx = 128 - wx;
    const vy = 128 - wy;
    const offset = iy * widthPx + ix;
    const p00 = source[offset]!;
    const p10 = source[offset + 1]!;
    const p01 = source[offset + widthPx]!;
    const p11 = source[offset + widthPx + 1]!;
    const rbTop = (((p00 & 0xff00ff) * vx + (p10 & 0xff00ff) * wx) >> 7) & 0xff00ff;
    const gaTop = ((((p00 >>> 8) & 0xff00ff) * vx + ((p10 >>> 8) & 0xff00ff) * wx) >> 7) & 0xff00ff;
    const rbBottom = (((p01 & 0xff00ff) * vx + (p11 & 0xff00ff) * wx) >> 7) & 0xff00ff;
    const gaBottom = ((((p01 >>> 8) & 0xff00ff) * vx + ((p11 >>> 8) & 0xff00ff) * wx) >> 7) & 0xff00ff;
    const rb = ((rbTop * vy + rbBottom * wy) >> 7) & 0xff00ff;
    const ga = ((gaTop * vy + gaBottom * wy) >> 7) & 0xff00ff;
    target[start + item] = rb | (ga << 8);
  }
}
