import type { UprightFace } from './upright-face.ts';

/** A box of the upright face, in its px (left/top inclusive, right/bottom exclusive after rounding). */
export interface FrameBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Calls `visit` with the offset into `rgba` of each pixel of the box that lies inside the photo. */
export function forEachPixel(face: UprightFace, box: FrameBox, visit: (offset: number, x: number, y: number) => void): void {
  const left = Math.max(1, Math.round(box.left));
  const right = Math.min(face.widthPx - 1, Math.round(box.right));
  const top = Math.max(1, Math.round(box.top));
  const bottom = Math.min(face.heightPx - 1, Math.round(box.bottom));
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      const offset = (y * face.widthPx + x) * 4;
      if (face.rgba[offset + 3] !== 0) visit(offset, x, y);
    }
  }
}

/** Rec. 601 luma 0–255 of the pixel at `offset`. */
export function lumaAt(rgba: Uint8ClampedArray, offset: number): number {
  return 0.299 * rgba[offset]! + 0.587 * rgba[offset + 1]! + 0.114 * rgba[offset + 2]!;
}

/**
 * How much fine detail a box holds: the mean absolute luma Laplacian (hair,
 * stubble, a frame's edge) and the mean absolute vertical luma step (the
 * horizontal edges of a glasses frame), per pixel. Only pixels whose four
 * neighbours are inside the photo count.
 */
export function textureOf(face: UprightFace, box: FrameBox): { laplacian: number; verticalStep: number; meanLuma: number } {
  const row = face.widthPx * 4;
  let laplacian = 0;
  let verticalStep = 0;
  let lumaSum = 0;
  let count = 0;
  forEachPixel(face, box, (offset) => {
    const { rgba } = face;
    if (rgba[offset - row + 3] === 0 || rgba[offset + row + 3] === 0 || rgba[offset - 1] === 0 || rgba[offset + 7] === 0) return;
    const centre = lumaAt(rgba, offset);
    const up = lumaAt(rgba, offset - row);
    const down = lumaAt(rgba, offset + row);
    laplacian += Math.abs(4 * centre - up - down - lumaAt(rgba, offset - 4) - lumaAt(rgba, offset + 4));
    verticalStep += Math.abs(down - up) / 2;
    lumaSum += centre;
    count += 1;
  });
  return count === 0
    ? { laplacian: 0, verticalStep: 0, meanLuma: 0 }
    : { laplacian: laplacian / count, verticalStep: verticalStep / count, meanLuma: lumaSum / count };
}
