import type { MouthPose } from '../face-types.ts';
import { fillSortedChain, sortedChainYAt } from './sorted-chain.ts';

type Rgb = [number, number, number];

/** The colours of a mouth's inside, taken from the photo once: its lips, its skin and its white balance. */
export interface MouthPalette {
  cavity: Rgb;
  teeth: Rgb;
  tongue: Rgb;
}

/**
 * Reads the palette from the photo: the mean colour of the lips (between the
 * outer and inner contours), the skin's brightness and the photo's white
 * (the brightest percent of the face box) so that teeth are as white as the
 * photo's whites and no whiter, and the cavity is the lips' own red, dark.
 */
export function readMouthPalette(
  rgba: Uint8Array,
  widthPx: number,
  lipSamples: readonly (readonly [number, number])[],
  faceBox: { left: number; top: number; right: number; bottom: number },
): MouthPalette {
  const lip: Rgb = [0, 0, 0];
  for (const [x, y] of lipSamples) {
    const offset = (Math.round(y) * widthPx + Math.round(x)) * 4;
    for (let c = 0; c < 3; c += 1) lip[c]! += rgba[offset + c]! / lipSamples.length;
  }
  const histogram = new Uint32Array(256);
  let skinSum = 0;
  let count = 0;
  const step = Math.max(1, Math.round((faceBox.right - faceBox.left) / 120));
  for (let y = faceBox.top; y < faceBox.bottom; y += step) {
    for (let x = faceBox.left; x < faceBox.right; x += step) {
      const offset = (y * widthPx + x) * 4;
      const luma = Math.round(0.299 * rgba[offset]! + 0.587 * rgba[offset + 1]! + 0.114 * rgba[offset + 2]!);
      histogram[luma]! += 1;
      skinSum += luma;
      count += 1;
    }
  }
  let threshold = 255;
  for (let seen = 0; threshold > 0 && seen < count * 0.01; threshold -= 1) seen += histogram[threshold]!;
  const white: Rgb = [0, 0, 0];
  let whiteCount = 0;
  for (let y = faceBox.top; y < faceBox.bottom; y += step) {
    for (let x = faceBox.left; x < faceBox.right; x += step) {
      const offset = (y * widthPx + x) * 4;
      if (0.299 * rgba[offset]! + 0.587 * rgba[offset + 1]! + 0.114 * rgba[offset + 2]! < threshold) continue;
      for (let c = 0; c < 3; c += 1) white[c]! += rgba[offset + c]!;
      whiteCount += 1;
    }
  }
  const whiteMax = Math.max(1, ...white);
  const skin = count ? skinSum / count : 128;
  const teethLevel = Math.min(232, Math.max(120, skin * 1.1 + 55));
  // Teeth are a little warmer than neutral, and take half of the photo's white balance.
  const warm = [1, 0.97, 0.91];
  return {
    teeth: white.map((value, c) => teethLevel * warm[c]! * (whiteCount ? 0.5 + (0.5 * value) / whiteMax : 1)) as Rgb,
    cavity: lip.map((value, c) => value * [0.3, 0.2, 0.2][c]!) as Rgb,
    tongue: lip.map((value, c) => Math.min(255, value * [0.92, 0.62, 0.64][c]! + 12)) as Rgb,
  };
}

const smoothstep = (edge0: number, edge1: number, value: number) => {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/** Teeth this high (px) start to show as teeth; from twice this they are fully lit. */
const teethMinPx = 1.75;

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);
/** A channel value rounded into 0–255 (out of range it would spill into the neighbouring channels of the packed pixel). */
const toByte = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));

/** Overlap of the pixel row [row, row + 1) with [top, bottom). */
const overlap = (row: number, top: number, bottom: number) => Math.max(0, Math.min(row + 1, bottom) - Math.max(row, top));

export interface MouthChains {
  /** The upper lip's inner edge and the lower lip's, corner to corner, as point indices into `points`. */
  upper: readonly number[];
  lower: readonly number[];
}

/**
 * Paints the inside of the mouth between the lips' inner edges: a dark
 * cavity, the upper teeth hanging from the upper lip (more of them as the
 * mouth opens; shaded toward the corners and under the lip; a row only a
 * pixel or two high shades into the cavity instead), a tongue at
 * the bottom, the lower teeth's edges when wide open. Each pixel column is
 * sampled twice across and the layers' overlap with each pixel row is
 * exact, so the lips' edges are antialiased. Returns the box it painted.
 */
export function paintMouthInterior(
  target: Uint32Array,
  widthPx: number,
  heightPx: number,
  points: Float64Array,
  chains: MouthChains,
  palette: MouthPalette,
  mouth: MouthPose,
  mouthWidthPx: number,
  scratch: { xs: Float64Array; upperYs: Float64Array; lowerXs: Float64Array; lowerYs: Float64Array },
): { left: number; top: number; right: number; bottom: number } | null {
  const { xs, upperYs, lowerXs, lowerYs } = scratch;
  fillSortedChain(points, chains.upper, xs, upperYs);
  fillSortedChain(points, chains.lower, lowerXs, lowerYs);
  const leftX = Math.max(xs[0]!, lowerXs[0]!);
  const rightX = Math.min(xs[xs.length - 1]!, lowerXs[lowerXs.length - 1]!);
  if (!(rightX > leftX)) return null;
  const open = Math.min(1, Math.max(0, mouth.open * (1 - mouth.press)));
  const teethShown = Math.max(mouth.teeth, smoothstep(0.04, 0.3, open));
  const teethDepth = teethShown * 0.12 * mouthWidthPx;
  const tongueShown = Math.max(mouth.tongue, smoothstep(0.3, 0.85, open) * 0.7);
  const lowerTeethShown = smoothstep(0.7, 1, open) * Math.max(0.3, mouth.wide);
  const lowerTeethDepth = lowerTeethShown * 0.05 * mouthWidthPx;
  const [teethR, teethG, teethB] = palette.teeth;
  const [cavityR, cavityG, cavityB] = palette.cavity;
  const [tongueR, tongueG, tongueB] = palette.tongue;
  const firstColumn = Math.max(0, Math.floor(leftX));
  const endColumn = Math.min(widthPx, Math.ceil(rightX));
  let top = Infinity;
  let bottom = -Infinity;
  const subs = [0, 1].map(() => ({ upperY: 0, lowerY: 0, teethBottom: 0, teethSeen: 0, tongueTop: 0, lowerTeethTop: 0, teethShade: 0 }));
  for (let column = firstColumn; column < endColumn; column += 1) {
    let firstRow = Infinity;
    let endRow = -Infinity;
    for (let sub = 0; sub < 2; sub += 1) {
      const layers = subs[sub]!;
      const x = column + 0.25 + sub * 0.5;
      const upperY = sortedChainYAt(xs, upperYs, x);
      const lowerY = sortedChainYAt(lowerXs, lowerYs, x);
      if (!(lowerY > upperY)) {
        layers.upperY = layers.lowerY = 0;
        continue;
      }
      const gap = lowerY - upperY;
      const across = ((x - leftX) / (rightX - leftX)) * 2 - 1;
      const edge = 1 - across * across;
      layers.upperY = upperY;
      layers.lowerY = lowerY;
      // The teeth row ends before the corners (the dark corridor behind the cheeks), its ends rounded off.
      const rowEnd = Math.sqrt(Math.min(1, Math.max(0, (0.9 - Math.abs(across)) / 0.22)));
      layers.teethBottom = upperY + Math.min(gap * 0.6, teethDepth * rowEnd * (0.6 + 0.4 * edge));
      // A row of teeth a pixel or two high reads as a jagged white line between the lips, not as teeth: it shades into the cavity.
      layers.teethSeen = smoothstep(teethMinPx, 2 * teethMinPx, layers.teethBottom - upperY);
      // The tongue is a low dome in the middle of the floor of the mouth, not a band along the lip.
      const dome = Math.max(0, 1 - (across / 0.75) ** 2);
      layers.tongueTop = lowerY - gap * 0.36 * tongueShown * dome * Math.sqrt(dome);
      layers.lowerTeethTop = lowerY - Math.min(gap * 0.25, lowerTeethDepth * edge);
      // Corners of the teeth row turn away from the light; gaps between incisors read as faint lines.
      layers.teethShade = (0.6 + 0.4 * edge) * toothShade(across);
      firstRow = Math.min(firstRow, Math.max(0, Math.floor(upperY)));
      endRow = Math.max(endRow, Math.min(heightPx, Math.ceil(lowerY)));
    }
    if (!(endRow > firstRow)) continue;
    top = Math.min(top, firstRow);
    bottom = Math.max(bottom, endRow);
    for (let row = firstRow; row < endRow; row += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let cover = 0;
      for (const layers of subs) {
        const { upperY, lowerY } = layers;
        if (!(lowerY > upperY)) continue;
        const teeth = overlap(row, upperY, layers.teethBottom);
        const lowerTeeth = overlap(row, layers.lowerTeethTop, lowerY);
        const tongue = Math.max(0, overlap(row, layers.tongueTop, lowerY) - lowerTeeth);
        const cavity = Math.max(0, overlap(row, upperY, lowerY) - teeth - tongue - lowerTeeth);
        // Under the lip the teeth are in shadow; deep in the cavity it is darkest.
        const depth = clamp01((row + 0.5 - upperY) / Math.max(1, layers.teethBottom - upperY));
        // In the lip's shadow at the top, brightest in the middle, the biting edge a little translucent.
        const teethLight = layers.teethShade * (depth < 0.35 ? 0.72 + 0.8 * depth : depth > 0.8 ? 1 - (depth - 0.8) * 0.6 : 1);
        // Clamped: a gap of a fraction of a pixel would otherwise put this far below 0 on the row above it.
        const cavityLight = 0.55 + 0.45 * clamp01((row + 0.5 - upperY) / (lowerY - upperY));
        const lowerLight = 0.55 * layers.teethShade;
        // The tongue is lit from the front: dim where it rises into the cavity's shadow.
        const tongueHeight = Math.max(1, lowerY - layers.tongueTop);
        const tongueLight = 0.45 + 0.55 * clamp01((row + 0.5 - layers.tongueTop) / tongueHeight);
        const seen = layers.teethSeen;
        const upperR = seen * teethR * teethLight + (1 - seen) * cavityR * 0.55;
        const upperG = seen * teethG * teethLight + (1 - seen) * cavityG * 0.55;
        const upperB = seen * teethB * teethLight + (1 - seen) * cavityB * 0.55;
        r += teeth * upperR + lowerTeeth * teethR * lowerLight + tongue * tongueR * tongueLight + cavity * cavityR * cavityLight;
        g += teeth * upperG + lowerTeeth * teethG * lowerLight + tongue * tongueG * tongueLight + cavity * cavityG * cavityLight;
        b += teeth * upperB + lowerTeeth * teethB * lowerLight + tongue * tongueB * tongueLight + cavity * cavityB * cavityLight;
        cover += teeth + tongue + cavity + lowerTeeth;
      }
      if (cover <= 0) continue;
      const offset = row * widthPx + column;
      const under = target[offset]!;
      const keep = 1 - cover * 0.5;
      const outR = toByte(r * 0.5 + keep * (under & 0xff));
      const outG = toByte(g * 0.5 + keep * ((under >>> 8) & 0xff));
      const outB = toByte(b * 0.5 + keep * ((under >>> 16) & 0xff));
      target[offset] = (outR | (outG << 8) | (outB << 16) | (under & 0xff000000)) >>> 0;
    }
  }
  return top < bottom ? { left: firstColumn, top, right: endColumn, bottom } : null;
}

/**
 * Brightness of the teeth across the mouth (−1…1): each tooth is a little
 * rounded (darker toward its sides), the central incisors widest; the gaps
 * between them are faint, as they are in a photo at this size.
 */
function toothShade(across: number): number {
  const a = Math.abs(across);
  // Tooth edges at the central incisors' middle line, then the laterals and canines, narrowing toward the corners.
  const edges = [0, 0.2, 0.36, 0.5, 0.62, 0.73];
  for (let index = 1; index < edges.length; index += 1) {
    if (a < edges[index]!) {
      const t = (a - edges[index - 1]!) / (edges[index]! - edges[index - 1]!);
      return 0.9 + 0.1 * Math.sin(t * Math.PI) ** 0.5;
    }
  }
  return 0.9;
}
