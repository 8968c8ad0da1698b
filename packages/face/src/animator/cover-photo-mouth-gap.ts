import type { MeshPoint } from '../face-types.ts';
import { innerLowerChain, innerUpperChain, outerLowerChain, outerUpperChain } from './face-landmarks.ts';
import { fillSortedChain, sortedChainYAt } from './sorted-chain.ts';

/**
 * The photo's rows reach this far into each lip past its inner contour
 * (px): the mesh's contour can sit a pixel off the lip's edge, and an edge
 * pixel half teeth, half lip is what lines a closed mouth with a bright seam.
 */
const edgePx = 1;
/** Where the meeting line darkens the lips' colour (a closed mouth's lips meet in a faint shadow). */
const meetingShade = 0.82;

/**
 * Paints over what shows between the photo's lips (teeth, a dark mouth) with
 * the lips' own colours, in the photo the animator samples from. Closing the
 * mouth squeezes that gap to nothing between the meeting lips; what is left
 * of it where the two lips' contours do not quite meet (a pixel here and
 * there along a curved mouth, a sliver as the lips part) then reads as lip,
 * not as a jagged strip of squeezed teeth. The open mouth is painted over it
 * anyway (mouth-interior.ts). Per column: the upper lip's colour fades into
 * the lower lip's, each taken a third of the way into its lip, a little
 * darker where they meet.
 */
export function coverPhotoMouthGap(source: Uint32Array, widthPx: number, heightPx: number, landmarks: readonly MeshPoint[]): void {
  const points = new Float64Array(landmarks.length * 2);
  landmarks.forEach((point, index) => {
    points[index * 2] = point[0];
    points[index * 2 + 1] = point[1];
  });
  const read = (chain: readonly number[]) => {
    const xs = new Float64Array(chain.length);
    const ys = new Float64Array(chain.length);
    fillSortedChain(points, chain, xs, ys);
    return (x: number) => sortedChainYAt(xs, ys, x);
  };
  const innerUpper = read(innerUpperChain);
  const innerLower = read(innerLowerChain);
  const outerUpper = read(outerUpperChain);
  const outerLower = read(outerLowerChain);
  const firstColumn = Math.max(0, Math.floor(Math.min(...innerUpperChain.map((index) => landmarks[index]![0]))));
  const endColumn = Math.min(widthPx, Math.ceil(Math.max(...innerUpperChain.map((index) => landmarks[index]![0]))));
  const sampleAt = (x: number, y: number, channel: number) => {
    // Three pixels across, to keep a single dark or bright pixel of the lip out of a whole row.
    const row = Math.min(heightPx - 1, Math.max(0, Math.round(y)));
    let sum = 0;
    for (let dx = -1; dx <= 1; dx += 1) {
      const column = Math.min(widthPx - 1, Math.max(0, x + dx));
      sum += (source[row * widthPx + column]! >>> (channel * 8)) & 0xff;
    }
    return sum / 3;
  };
  const upperColour = [0, 0, 0];
  const lowerColour = [0, 0, 0];
  const painted: { column: number; top: number; bottom: number; upperY: number; gap: number; upper: number[]; lower: number[] }[] = [];
  for (let column = firstColumn; column < endColumn; column += 1) {
    const x = column + 0.5;
    const upperY = innerUpper(x);
    const lowerY = innerLower(x);
    if (!(lowerY - upperY > 0.5)) continue;
    const upperLipPx = Math.max(0, upperY - outerUpper(x));
    const lowerLipPx = Math.max(0, outerLower(x) - lowerY);
    const upperSampleY = upperY - Math.max(edgePx + 1, upperLipPx / 3);
    const lowerSampleY = lowerY + Math.max(edgePx + 1, lowerLipPx / 3);
    for (let channel = 0; channel < 3; channel += 1) {
      upperColour[channel] = sampleAt(column, upperSampleY, channel);
      lowerColour[channel] = sampleAt(column, lowerSampleY, channel);
    }
    // Read every column before painting any: a column's samples must come from the photo, not from its neighbour's paint.
    painted.push({
      column,
      top: Math.max(0, Math.floor(upperY - edgePx)),
      bottom: Math.min(heightPx, Math.ceil(lowerY + edgePx)),
      upperY,
      gap: lowerY - upperY,
      upper: [...upperColour],
      lower: [...lowerColour],
    });
  }
  for (const { column, top, bottom, upperY, gap, upper, lower } of painted) {
    for (let row = top; row < bottom; row += 1) {
      const t = Math.min(1, Math.max(0, (row + 0.5 - upperY) / gap));
      const shade = 1 - (1 - meetingShade) * (1 - Math.abs(2 * t - 1));
      let pixel = source[row * widthPx + column]! & 0xff000000;
      for (let channel = 0; channel < 3; channel += 1) {
        const value = Math.round((upper[channel]! * (1 - t) + lower[channel]! * t) * shade);
        pixel |= Math.min(255, value) << (channel * 8);
      }
      source[row * widthPx + column] = pixel >>> 0;
    }
  }
}
