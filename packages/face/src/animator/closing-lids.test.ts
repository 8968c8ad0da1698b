import { describe, expect, it } from 'vitest';
import type { HeadPose, MeshPoint, MouthPose } from '../face-types.ts';
import { loadFixtureMesh, loadFixturePhoto } from '../testing/face-fixtures.ts';
import { createFaceAnimator } from './face-animator.ts';
import { eyes } from './face-landmarks.ts';

const closedMouth: MouthPose = { open: 0, wide: 0, round: 0, press: 0, teeth: 0, tongue: 0 };
const still: HeadPose = { yaw: 0, pitch: 0, roll: 0, shiftX: 0, shiftY: 0, blink: 0, breath: 0 };
const blinked: HeadPose = { ...still, blink: 1 };

const luma = (data: Uint8Array, offset: number) => 0.299 * data[offset]! + 0.587 * data[offset + 1]! + 0.114 * data[offset + 2]!;

/** y of a lid contour (mesh indices) at x, linear between its points; NaN beyond its corners. */
function contourYAt(mesh: readonly MeshPoint[], contour: readonly number[], x: number): number {
  const points = contour.map((index) => mesh[index]!).sort((a, b) => a[0] - b[0]);
  for (let item = 1; item < points.length; item += 1) {
    const [x0, y0] = points[item - 1]!;
    const [x1, y1] = points[item]!;
    if (x >= x0 && x <= x1) return y0 + ((x - x0) / Math.max(1e-6, x1 - x0)) * (y1 - y0);
  }
  return NaN;
}

/** An eye's opening: its corners' x and, per column, the lash line (corners included) and the lower lid. */
function openingOf(mesh: readonly MeshPoint[], eye: (typeof eyes)[number]) {
  const upper = [eye.lower[0], ...eye.upper, eye.lower[eye.lower.length - 1]!];
  const xs = eye.lower.map((index) => mesh[index]![0]);
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    upperAt: (x: number) => contourYAt(mesh, upper, x),
    lowerAt: (x: number) => contourYAt(mesh, eye.lower, x),
    top: Math.min(...eye.upper.map((index) => mesh[index]![1])),
    bottom: Math.max(...eye.lower.map((index) => mesh[index]![1])),
  };
}

describe('blinks', () => {
  it('close the lids over the eyes and leave a glasses frame drawn just above and below them where it was', async () => {
    const photo = await loadFixturePhoto('filippo_giunchedi_2015_800px');
    const { mesh } = await loadFixtureMesh('filippo_giunchedi_2015_800px');
    const { widthPx } = photo;
    const rgba = Uint8Array.from(photo.rgba);
    // A frame's dark rims, 2 px thick, across each eye: 3 px over its lash line's highest point and 3 px under its lower lid's lowest.
    const rims = eyes.map((eye) => {
      const opening = openingOf(mesh, eye);
      const left = Math.floor(opening.left) - 4;
      const right = Math.ceil(opening.right) + 4;
      const aboveRow = Math.floor(opening.top) - 5;
      const belowRow = Math.ceil(opening.bottom) + 3;
      for (const row of [aboveRow, aboveRow + 1, belowRow, belowRow + 1]) {
        for (let x = left; x < right; x += 1) rgba.set([35, 32, 38], (row * widthPx + x) * 4);
      }
      return { opening, left, right, aboveRow, belowRow };
    });
    const animator = createFaceAnimator({ ...photo, rgba, mesh });
    const open = Uint8Array.from(animator.frameAt(closedMouth, still).data);
    const shut = animator.frameAt(closedMouth, blinked).data;
    for (const { opening, left, right, aboveRow, belowRow } of rims) {
      let rimShiftedColumns = 0;
      let bandDifference = 0;
      let bandPixels = 0;
      for (let x = left; x < right; x += 1) {
        // Each rim's row in this column: its darkest row within 3 px (no nearer to the eye's opening than that).
        for (const rimRow of [aboveRow, belowRow]) {
          const darkestRow = (data: Uint8Array) => {
            let best = rimRow;
            for (let row = rimRow - 3; row <= rimRow + 4; row += 1) if (luma(data, (row * widthPx + x) * 4) < luma(data, (best * widthPx + x) * 4)) best = row;
            return best;
          };
          if (darkestRow(shut) !== darkestRow(open)) rimShiftedColumns += 1;
          // The rim and two rows of skin on either side of it.
          for (let row = rimRow - 2; row < rimRow + 4; row += 1) {
            bandDifference += Math.abs(luma(shut, (row * widthPx + x) * 4) - luma(open, (row * widthPx + x) * 4));
            bandPixels += 1;
          }
        }
      }
      expect(rimShiftedColumns).toBe(0);
      expect(bandDifference / bandPixels).toBeLessThan(0.5);

      // Inside the opening the eye is gone: its dark iris and pupil are covered, with the colour of the skin around the eye.
      let irisBefore = 0;
      let irisAfter = 0;
      const openSum = [0, 0, 0];
      const shutSum = [0, 0, 0];
      let openingPixels = 0;
      for (let x = Math.ceil(opening.left) + 2; x < Math.floor(opening.right) - 2; x += 1) {
        for (let row = Math.ceil(opening.upperAt(x + 0.5)) + 1; row < Math.floor(opening.lowerAt(x + 0.5)) - 1; row += 1) {
          const offset = (row * widthPx + x) * 4;
          if (luma(open, offset) < 90) irisBefore += 1;
          if (luma(shut, offset) < 90) irisAfter += 1;
          for (let channel = 0; channel < 3; channel += 1) {
            openSum[channel]! += open[offset + channel]!;
            shutSum[channel]! += shut[offset + channel]!;
          }
          openingPixels += 1;
        }
      }
      expect(openingPixels).toBeGreaterThan(100);
      expect(irisBefore).toBeGreaterThan(openingPixels * 0.2);
      expect(irisAfter).toBeLessThan(irisBefore * 0.1);
      // The skin between the lower rim and the cheek, under the eye.
      const skin = [0, 0, 0];
      let skinPixels = 0;
      for (let x = left + 4; x < right - 4; x += 1) {
        for (let row = belowRow + 4; row < belowRow + 10; row += 1) {
          for (let channel = 0; channel < 3; channel += 1) skin[channel]! += photo.rgba[(row * widthPx + x) * 4 + channel]!;
          skinPixels += 1;
        }
      }
      const distanceToSkin = (sum: number[]) => Math.hypot(...sum.map((value, channel) => value / openingPixels - skin[channel]! / skinPixels));
      console.log(`eye opening's colour from the skin under the eye: open ${distanceToSkin(openSum).toFixed(0)}, shut ${distanceToSkin(shutSum).toFixed(0)}`);
      expect(distanceToSkin(shutSum)).toBeLessThan(distanceToSkin(openSum) * 0.5);
    }
  });

  it('change nothing of a photo with glasses but the eyes’ openings: the frame stays as it is', async () => {
    const photo = await loadFixturePhoto('christophe_henner_2016_800px');
    const { mesh } = await loadFixtureMesh('christophe_henner_2016_800px');
    const { widthPx } = photo;
    const animator = createFaceAnimator({ ...photo, mesh });
    const open = Uint8Array.from(animator.frameAt(closedMouth, still).data);
    const shut = animator.frameAt(closedMouth, blinked).data;
    const openings = eyes.map((eye) => openingOf(mesh, eye));
    let changed = 0;
    let changedOutside = 0;
    for (let offset = 0; offset < open.length; offset += 4) {
      if (open[offset] === shut[offset] && open[offset + 1] === shut[offset + 1] && open[offset + 2] === shut[offset + 2]) continue;
      changed += 1;
      const x = (offset / 4) % widthPx;
      const y = Math.floor(offset / 4 / widthPx);
      // Inside an opening, or over its lash line: the lid covers the photo's lashes, up to 2 px above the lash line.
      const isInOpening = openings.some((opening) => {
        const at = Math.min(opening.right, Math.max(opening.left, x + 0.5));
        const upper = opening.upperAt(at);
        const lower = opening.lowerAt(at);
        return y + 1 > upper - 2 && y < lower + 1;
      });
      if (!isInOpening) changedOutside += 1;
    }
    console.log(`blink on a photo with glasses: ${changed} px changed, ${changedOutside} outside the eyes' openings`);
    expect(changed).toBeGreaterThan(300);
    expect(changedOutside).toBe(0);
  });

  it('open again to exactly the eyes of a frame that never blinked', async () => {
    const photo = await loadFixturePhoto('christophe_henner_2016_800px');
    const { mesh } = await loadFixtureMesh('christophe_henner_2016_800px');
    const blinking = createFaceAnimator({ ...photo, mesh });
    for (const blink of [0, 0.4, 1, 0.6, 0.2]) blinking.frameAt(closedMouth, { ...still, blink });
    const reopened = blinking.frameAt(closedMouth, still).data;
    const never = createFaceAnimator({ ...photo, mesh }).frameAt(closedMouth, still).data;
    let differing = 0;
    for (let offset = 0; offset < never.length; offset += 1) if (reopened[offset] !== never[offset]) differing += 1;
    expect(differing).toBe(0);
  });
});
