/** A rectangle of image px: `left`/`top` included, `right`/`bottom` excluded. */
export interface WarpBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const emptyBox = (): WarpBox => ({ left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity });

export function growBox(box: WarpBox, other: WarpBox): void {
  box.left = Math.min(box.left, other.left);
  box.top = Math.min(box.top, other.top);
  box.right = Math.max(box.right, other.right);
  box.bottom = Math.max(box.bottom, other.bottom);
}

/** x where the edge a→b crosses the row centre y, always computed from the upper end so two triangles sharing the edge agree to the bit. */
function edgeX(ax: number, ay: number, bx: number, by: number, y: number): number {
  if (ay > by || (ay === by && ax > bx)) return edgeX(bx, by, ax, ay, y);
  return ax + ((y - ay) * (bx - ax)) / (by - ay);
}

/**
 * Draws one destination triangle by inverse mapping: every pixel whose centre
 * lies in it (a pixel centre on a left or top edge belongs to the triangle, on
 * a right or bottom edge to its neighbour, so a mesh covers each pixel once)
 * takes the source photo's colour at the matching point of the source
 * triangle, bilinearly sampled. Pixels are RGBA packed in 32-bit words.
 * Returns false when the triangle covers no pixel centre. Grows `box`.
 */
export function warpTriangle(
  source: Uint32Array,
  target: Uint32Array,
  widthPx: number,
  heightPx: number,
  destination: readonly [number, number, number, number, number, number],
  from: readonly [number, number, number, number, number, number],
  box: WarpBox,
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
  const firstRow = Math.max(0, Math.ceil(ay - 0.5));
  const endRow = Math.min(heightPx, Math.ceil(cy - 0.5));
  const maxX = widthPx - 1;
  const maxY = heightPx - 1;
  for (let row = firstRow; row < endRow; row += 1) {
    const yc = row + 0.5;
    const longX = edgeX(ax, ay, cx, cy, yc);
    const shortX = yc < by ? edgeX(ax, ay, bx, by, yc) : edgeX(bx, by, cx, cy, yc);
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
    let sx = as * (firstColumn + 0.5) + bs * yc + cs - 0.5;
    let sy = at * (firstColumn + 0.5) + bt * yc + ct - 0.5;
    for (let column = firstColumn; column < endColumn; column += 1, sx += as, sy += at) {
      let ix = Math.floor(sx);
      let iy = Math.floor(sy);
      let fx = sx - ix;
      let fy = sy - iy;
      if (ix < 0) {
        ix = 0;
        fx = 0;
      } else if (ix >= maxX) {
        ix = maxX - 1;
        fx = 1;
      }
      if (iy < 0) {
        iy = 0;
        fy = 0;
      } else if (iy >= maxY) {
        iy = maxY - 1;
        fy = 1;
      }
      const offset = iy * widthPx + ix;
      const p00 = source[offset]!;
      const p10 = source[offset + 1]!;
      const p01 = source[offset + widthPx]!;
      const p11 = source[offset + widthPx + 1]!;
      // 8-bit fixed-point weights.
      const wx = (fx * 256) | 0;
      const wy = (fy * 256) | 0;
      const w00 = (256 - wx) * (256 - wy);
      const w10 = wx * (256 - wy);
      const w01 = (256 - wx) * wy;
      const w11 = wx * wy;
      const r = ((p00 & 0xff) * w00 + (p10 & 0xff) * w10 + (p01 & 0xff) * w01 + (p11 & 0xff) * w11 + 32768) >>> 16;
      const g = (((p00 >>> 8) & 0xff) * w00 + ((p10 >>> 8) & 0xff) * w10 + ((p01 >>> 8) & 0xff) * w01 + ((p11 >>> 8) & 0xff) * w11 + 32768) >>> 16;
      const b = (((p00 >>> 16) & 0xff) * w00 + ((p10 >>> 16) & 0xff) * w10 + ((p01 >>> 16) & 0xff) * w01 + ((p11 >>> 16) & 0xff) * w11 + 32768) >>> 16;
      const a = ((p00 >>> 24) * w00 + (p10 >>> 24) * w10 + (p01 >>> 24) * w01 + (p11 >>> 24) * w11 + 32768) >>> 16;
      target[rowOffset + column] = (r | (g << 8) | (b << 16) | (a << 24)) >>> 0;
    }
  }
}
