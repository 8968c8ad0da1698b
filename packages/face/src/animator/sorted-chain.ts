/**
 * A contour of the shown mesh (a lip's edge, an eyelid) read as y at any x,
 * for the painters: copied corner to corner into x-sorted arrays once a
 * frame, then read per pixel column without allocating.
 */

/** Copies the chain's points (indices into `points`: x0, y0, x1, y1, ...) into `xs`/`ys`, left to right, x kept non-decreasing. */
export function fillSortedChain(points: Float64Array, chain: readonly number[], xs: Float64Array, ys: Float64Array): void {
  const reversed = points[chain[0]! * 2]! > points[chain[chain.length - 1]! * 2]!;
  for (let item = 0; item < chain.length; item += 1) {
    const index = chain[reversed ? chain.length - 1 - item : item]!;
    xs[item] = points[index * 2]!;
    ys[item] = points[index * 2 + 1]!;
  }
  // A chain may kink back by a fraction of a pixel.
  for (let item = 1; item < chain.length; item += 1) if (xs[item]! < xs[item - 1]!) xs[item] = xs[item - 1]!;
}

/** y of a sorted chain at `x` (linear between its points), or NaN outside it. */
export function sortedChainYAt(xs: Float64Array, ys: Float64Array, x: number): number {
  const length = xs.length;
  if (x < xs[0]! || x > xs[length - 1]!) return NaN;
  for (let index = 1; index < length; index += 1) {
    if (x <= xs[index]!) {
      const t = (x - xs[index - 1]!) / Math.max(1e-6, xs[index]! - xs[index - 1]!);
      return ys[index - 1]! + t * (ys[index]! - ys[index - 1]!);
    }
  }
  return ys[length - 1]!;
}
