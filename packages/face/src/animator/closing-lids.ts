import { eyes } from './face-landmarks.ts';
import { fillSortedChain, sortedChainYAt } from './sorted-chain.ts';
import type { WarpBox } from './warp-triangles.ts';

type Rgb = [number, number, number];

/** The lid's painted top reaches this share of the eye's opening above the lash line, to hide the photo's own lashes… */
const lashCoverShare = 0.15;
/** …and no more than this share of the eye's width. */
const lashCoverMaxShare = 0.035;
/** The closing lid's own lash line, as a share of the eye's width. */
const lashLineShare = 0.05;
/**
 * Down to this depth into the lid (a share of the eye's width) its skin has
 * the texture of the photo's skin above it, mirrored; over as much again the
 * texture fades, and the colour turns from the lid's in the photo to the
 * lighter one of a lid unfolded over the eye.
 */
const mirrorReachShare = 0.1;

export interface ClosingLids {
  /**
   * Paints each upper lid down over its eye's opening, `blink` (0–1) of the
   * way to the lower lid, on `target` (packed RGBA) at the shown points.
   * Returns one box per painted eye (none where `blink` is 0).
   */
  paint(target: Uint32Array, points: Float64Array, blink: number): WarpBox[];
}

/**
 * Blinks painted, not warped: the lid is drawn inside the eye's opening only
 * (the lash line down to the lower lid, and the photo's lashes just above
 * it), so nothing outside the opening moves: glasses, brows and creases stay
 * exactly where the photo has them. At its top the lid's skin is the photo's
 * skin just above it, mirrored down (so the lid has no seam), wherever that
 * looks like the lid's skin; where it does not (a glasses frame, a lens's
 * glint, lashes), and further down, it is the lid's colour read once from the
 * photo (see readLidColours). A dark lash line runs along its edge. The
 * photo's eyes are where the shown points were in the photo, shifted by the
 * head's motion.
 */
export function createClosingLids(photo: Uint32Array, widthPx: number, heightPx: number, rest: Float64Array): ClosingLids {
  const rigs = eyes.map((eye) => {
    const upper = [eye.lower[0], ...eye.upper, eye.lower[eye.lower.length - 1]!];
    return {
      upper,
      lower: [...eye.lower],
      all: [...eye.upper, ...eye.lower],
      upperXs: new Float64Array(upper.length),
      upperYs: new Float64Array(upper.length),
      lowerXs: new Float64Array(eye.lower.length),
      lowerYs: new Float64Array(eye.lower.length),
      ...readLidColours(photo, widthPx, heightPx, rest, eye),
    };
  });
  const sample: Rgb = [0, 0, 0];
  /** The photo's colour at (x, y), bilinear, into `sample`. */
  const samplePhoto = (x: number, y: number) => {
    const left = Math.min(widthPx - 2, Math.max(0, Math.floor(x - 0.5)));
    const top = Math.min(heightPx - 2, Math.max(0, Math.floor(y - 0.5)));
    const fx = Math.min(1, Math.max(0, x - 0.5 - left));
    const fy = Math.min(1, Math.max(0, y - 0.5 - top));
    const a = photo[top * widthPx + left]!;
    const b = photo[top * widthPx + left + 1]!;
    const c = photo[(top + 1) * widthPx + left]!;
    const d = photo[(top + 1) * widthPx + left + 1]!;
    for (let channel = 0; channel < 3; channel += 1) {
      const shift = channel * 8;
      const upperRow = ((a >>> shift) & 0xff) * (1 - fx) + ((b >>> shift) & 0xff) * fx;
      const lowerRow = ((c >>> shift) & 0xff) * (1 - fx) + ((d >>> shift) & 0xff) * fx;
      sample[channel] = upperRow * (1 - fy) + lowerRow * fy;
    }
  };
  const subs = [0, 1].map(() => ({ x: 0, lidTop: 0, edge: 0, lashTop: 0, across: 0 }));
  return {
    paint(target, points, blink) {
      const amount = Math.min(1, Math.max(0, blink));
      const boxes: WarpBox[] = [];
      if (amount === 0) return boxes;
      for (const rig of rigs) {
        fillSortedChain(points, rig.upper, rig.upperXs, rig.upperYs);
        fillSortedChain(points, rig.lower, rig.lowerXs, rig.lowerYs);
        const leftX = Math.max(rig.upperXs[0]!, rig.lowerXs[0]!);
        const rightX = Math.min(rig.upperXs[rig.upperXs.length - 1]!, rig.lowerXs[rig.lowerXs.length - 1]!);
        if (!(rightX > leftX)) continue;
        // Where the head has carried the eye from its place in the photo (over an eye, the head's motion is a shift).
        let shiftX = 0;
        let shiftY = 0;
        for (const index of rig.all) {
          shiftX += (points[index * 2]! - rest[index * 2]!) / rig.all.length;
          shiftY += (points[index * 2 + 1]! - rest[index * 2 + 1]!) / rig.all.length;
        }
        const eyeWidthPx = rightX - leftX;
        const lashCoverMaxPx = lashCoverMaxShare * eyeWidthPx * Math.min(1, amount / 0.3);
        const lashPx = Math.max(1, lashLineShare * eyeWidthPx) * Math.min(1, amount / 0.2);
        const mirrorReachPx = Math.max(2, mirrorReachShare * eyeWidthPx);
        const [skinR, skinG, skinB] = rig.skin;
        const [foldR, foldG, foldB] = rig.foldSkin;
        const [lashR, lashG, lashB] = rig.lash;
        const firstColumn = Math.max(0, Math.floor(leftX));
        const endColumn = Math.min(widthPx, Math.ceil(rightX));
        let top = Infinity;
        let bottom = -Infinity;
        for (let column = firstColumn; column < endColumn; column += 1) {
          let firstRow = Infinity;
          let endRow = -Infinity;
          for (let sub = 0; sub < 2; sub += 1) {
            const layers = subs[sub]!;
            layers.x = column + 0.25 + sub * 0.5;
            const upperY = sortedChainYAt(rig.upperXs, rig.upperYs, layers.x);
            const lowerY = sortedChainYAt(rig.lowerXs, rig.lowerYs, layers.x);
            if (!(lowerY > upperY)) {
              layers.lidTop = layers.edge = 0;
              continue;
            }
            const gap = lowerY - upperY;
            layers.lidTop = upperY - Math.min(lashCoverShare * gap, lashCoverMaxPx);
            layers.edge = upperY + amount * gap;
            layers.lashTop = Math.max(layers.lidTop, layers.edge - lashPx);
            layers.across = ((layers.x - leftX) / eyeWidthPx) * 2 - 1;
            firstRow = Math.min(firstRow, Math.max(0, Math.floor(layers.lidTop)));
            endRow = Math.max(endRow, Math.min(heightPx, Math.ceil(layers.edge)));
          }
          if (!(endRow > firstRow)) continue;
          top = Math.min(top, firstRow);
          bottom = Math.max(bottom, endRow);
          for (let row = firstRow; row < endRow; row += 1) {
            let r = 0;
            let g = 0;
            let b = 0;
            let cover = 0;
            for (const { x, lidTop, edge, lashTop, across } of subs) {
              if (!(edge > lidTop)) continue;
              const lash = overlap(row, lashTop, edge);
              const skin = overlap(row, lidTop, edge) - lash;
              if (skin > 0) {
                // The texture mirrored about the lid's top (a mirror reaching further down would bring the brow or a frame down).
                const depth = row + 0.5 - lidTop;
                samplePhoto(x - shiftX, lidTop - Math.min(depth, 2 * mirrorReachPx) - shiftY);
                const texture = lidLikeness(sample, rig.foldSkin, rig.foldLuma) * Math.min(1, Math.max(0, 2 - depth / mirrorReachPx));
                const unfold = Math.min(1, depth / mirrorReachPx);
                // The lid is round: lit in the middle, a little darker toward the corners and down toward its lashes.
                const down = Math.min(1, Math.max(0, depth / (edge - lidTop)));
                const light = skin * (0.97 + 0.05 * (1 - across * across)) * (1 - 0.08 * down * down);
                r += light * (foldR + (skinR - foldR) * unfold + (sample[0] - foldR) * texture);
                g += light * (foldG + (skinG - foldG) * unfold + (sample[1] - foldG) * texture);
                b += light * (foldB + (skinB - foldB) * unfold + (sample[2] - foldB) * texture);
              }
              r += lash * lashR;
              g += lash * lashG;
              b += lash * lashB;
              cover += skin + lash;
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
        if (top < bottom) boxes.push({ left: firstColumn, top, right: endColumn, bottom });
      }
      return boxes;
    },
  };
}

/** Overlap of the pixel row [row, row + 1) with [top, bottom). */
const overlap = (row: number, top: number, bottom: number) => Math.max(0, Math.min(row + 1, bottom) - Math.max(row, top));

const toByte = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));

const luma = ([r, g, b]: Rgb) => 0.299 * r + 0.587 * g + 0.114 * b;

/** 1 for a pixel near the lid's colour (its skin's texture), falling to 0 for others (a frame, a lens's glint, lashes, the brow). */
function lidLikeness(colour: Rgb, lid: Rgb, lidLuma: number): number {
  const distance = Math.hypot(colour[0] - lid[0], colour[1] - lid[1], colour[2] - lid[2]) / lidLuma;
  return Math.min(1, Math.max(0, (0.3 - distance) / 0.15));
}

/**
 * The lid's colours in the photo: its skin in the open eye's fold (between
 * the lash line and the brow), the skin of a lid unfolded over the eye, and
 * the lashes (the darkest quarter of the brown to black pixels along the
 * lash line, softened: at the size a lid is painted a lash line's pixels
 * are half lashes, half lid).
 */
function readLidColours(
  photo: Uint32Array,
  widthPx: number,
  heightPx: number,
  rest: Float64Array,
  eye: (typeof eyes)[number],
): { skin: Rgb; foldSkin: Rgb; foldLuma: number; lash: Rgb } {
  const pixelAt = (x: number, y: number): Rgb => {
    const pixel = photo[Math.min(heightPx - 1, Math.max(0, Math.floor(y))) * widthPx + Math.min(widthPx - 1, Math.max(0, Math.floor(x)))]!;
    return [pixel & 0xff, (pixel >>> 8) & 0xff, (pixel >>> 16) & 0xff];
  };
  const cornerA = eye.lower[0];
  const cornerB = eye.lower[eye.lower.length - 1]!;
  const eyeWidthPx = Math.hypot(rest[cornerA * 2]! - rest[cornerB * 2]!, rest[cornerA * 2 + 1]! - rest[cornerB * 2 + 1]!);
  const stepPx = Math.max(1, 0.02 * eyeWidthPx);
  const lidSamples: Rgb[] = [];
  const lashSamples: Rgb[] = [];
  eye.upper.forEach((index, item) => {
    const x = rest[index * 2]!;
    const y = rest[index * 2 + 1]!;
    const browX = rest[eye.underBrow[item]! * 2]!;
    const browY = rest[eye.underBrow[item]! * 2 + 1]!;
    for (let dx = -2; dx <= 2; dx += 1) {
      for (const t of [0.15, 0.25, 0.35, 0.45, 0.55, 0.65]) lidSamples.push(pixelAt(x + (browX - x) * t + dx * stepPx, y + (browY - y) * t));
      for (const dy of [-2, -1, 0]) lashSamples.push(pixelAt(x + dx, y + dy));
    }
  });
  const cheekSamples: Rgb[] = [];
  for (const index of eye.underEye) {
    for (let dy = -2; dy <= 2; dy += 1)
      for (let dx = -2; dx <= 2; dx += 1) cheekSamples.push(pixelAt(rest[index * 2]! + dx * stepPx, rest[index * 2 + 1]! + dy * stepPx));
  }
  // The lid in the open eye's fold, between the lash line and the brow, is often darker and redder than the lid unfolded over a closed
  // eye, which catches the light as the cheek under it does: that lid is half the one, half the other.
  const foldSkin = skinColourOf(lidSamples, 0.55);
  const cheekSkin = skinColourOf(cheekSamples, 0.3);
  const skin = foldSkin.map((value, channel) => (value + cheekSkin[channel]!) / 2) as Rgb;
  // Lashes are brown to black; a blue or grey iris along the lash line is not.
  const brownish = lashSamples.filter(([r, , b]) => r >= b);
  const lashCandidates = byLuma(brownish.length >= lashSamples.length / 4 ? brownish : lashSamples);
  const lashes = meanOf(lashCandidates.slice(0, Math.ceil(lashCandidates.length * 0.25)));
  return { skin, foldSkin, foldLuma: Math.max(1, luma(foldSkin)), lash: lashes.map((value, channel) => value * 0.6 + skin[channel]! * 0.4) as Rgb };
}

/**
 * The mean of the warm samples (red well over blue: a glasses frame, a lens's
 * glint or the white of an eye is not skin) between the `fromShare` and the
 * 90 % quantile of brightness (below: lashes, the brow, the lid's fold and its
 * shadow; above: glints).
 */
function skinColourOf(samples: Rgb[], fromShare: number): Rgb {
  const warm = samples.filter(([r, g, b]) => r > g && r - b > 8);
  const sorted = byLuma(warm.length >= samples.length / 5 ? warm : samples);
  return meanOf(sorted.slice(Math.floor(sorted.length * fromShare), Math.ceil(sorted.length * 0.9)));
}

const byLuma = (samples: Rgb[]) => samples.sort((a, b) => luma(a) - luma(b));

function meanOf(samples: Rgb[]): Rgb {
  const sum: Rgb = [0, 0, 0];
  for (const sample of samples) for (let channel = 0; channel < 3; channel += 1) sum[channel]! += sample[channel]! / samples.length;
  return sum;
}
