import { toLab, type Lab } from './colour-lab.ts';
import { forEachPixel } from './face-regions.ts';
import { median } from './median.ts';
import type { UprightFace } from './upright-face.ts';

/** MediaPipe face-mesh points on the upper cheeks (below the eyes, above any beard), left and right. */
const cheekPoints = [50, 101, 118, 280, 330, 347] as const;
/** Half the side of each cheek patch, in face widths. */
const patchHalfSide = 0.045;
/** Skin clipped to white by a flash has lost its colour: above this lightness a sample says nothing about skin. */
const clippedLightness = 92;
/**
 * Skin's hue angle in the (a*, b*) plane moves little with light and shade;
 * its chroma (saturation) moves more, and a blush or a shaded scalp is
 * redder. So a colour is skin-like when its hue angle is within this many
 * degrees of the cheeks' median and its chroma within this range of
 * theirs. Measured on the corpus faces: skin's hue spreads ±20–30° over a
 * face; blonde hair's is 55–70° from the cheeks'; grey hair (under a
 * warm light, as yellow as the skin) and blonde highlights have under 0.6
 * of the cheeks' chroma.
 */
const hueToleranceDegrees = 30;
const chromaRange = { min: 0.6, max: 2.2 } as const;
/**
 * Skin's highlights (a lit forehead) pale toward white and turn pinker, so
 * at or above the cheeks' lightness a colour is also skin-like when it keeps
 * this share of the cheeks' redness (a*) within a wider hue tolerance;
 * blonde and grey highlights have almost none.
 */
const highlightRedShare = 0.45;
const highlightHueToleranceDegrees = 40;
/** Cheeks with less chroma than this (a greyscale photo) have no hue to compare: lightness and greyness decide. */
const minSkinChroma = 5;
/** Shaded skin is darker than the cheeks, lit skin a little lighter (L* units below the cheeks' 10th and above their 90th percentile). */
const shadeDepth = 28;
const highlightHeight = 8;

/**
 * The face's own skin, sampled on the cheeks, to tell skin from hair, beard
 * or background anywhere around the face: a colour is skin-like when its hue
 * (a*, b*) is close to the cheeks' and its lightness lies from a shade
 * darker to a little lighter than the cheeks. Medians, so a cheek patch that
 * catches hair or an eyelid does not move it.
 */
export interface SkinModel {
  /** Median sRGB 0–255 of the cheeks. */
  rgb: [number, number, number];
  isSkinLike(lab: Lab): boolean;
}

export function createSkinModel(face: UprightFace): SkinModel {
  const half = patchHalfSide * face.pxPerFaceWidth;
  const samples: Lab[] = [];
  const channels: [number[], number[], number[]] = [[], [], []];
  for (const index of cheekPoints) {
    const centre = face.pointOf(index);
    forEachPixel(face, { left: centre.x - half, right: centre.x + half, top: centre.y - half, bottom: centre.y + half }, (offset) => {
      const { rgba } = face;
      for (let channel = 0; channel < 3; channel += 1) channels[channel]!.push(rgba[offset + channel]!);
      samples.push(toLab(rgba[offset]!, rgba[offset + 1]!, rgba[offset + 2]!));
    });
  }
  const coloured = samples.filter((lab) => lab[0] <= clippedLightness);
  const reference = coloured.length >= samples.length / 4 ? coloured : samples;
  const lightnesses = reference.map((lab) => lab[0]).sort((a, b) => a - b);
  const lowest = (lightnesses[Math.floor(lightnesses.length * 0.1)] ?? 0) - shadeDepth;
  const highest = (lightnesses[Math.floor(lightnesses.length * 0.9)] ?? 100) + highlightHeight;
  const chroma = median(reference.map((lab) => Math.hypot(lab[1], lab[2])));
  const hue = median(reference.map((lab) => hueAngleDegrees(lab)));
  const redness = median(reference.map((lab) => lab[1]));
  const lightness = median(lightnesses);
  return {
    rgb: channels.map(median) as [number, number, number],
    isSkinLike(lab: Lab): boolean {
      if (lab[0] < lowest || lab[0] > highest) return false;
      const labChroma = Math.hypot(lab[1], lab[2]);
      if (chroma < minSkinChroma) return labChroma < minSkinChroma;
      if (labChroma > chroma * chromaRange.max) return false;
      const hueDistance = hueDistanceDegrees(hueAngleDegrees(lab), hue);
      if (labChroma >= chroma * chromaRange.min && hueDistance <= hueToleranceDegrees) return true;
      return lab[0] >= lightness && lab[1] >= redness * highlightRedShare && hueDistance <= highlightHueToleranceDegrees;
    },
  };
}

const hueAngleDegrees = (lab: Lab): number => (Math.atan2(lab[2], lab[1]) * 180) / Math.PI;
const hueDistanceDegrees = (a: number, b: number): number => {
  const difference = Math.abs(a - b) % 360;
  return difference > 180 ? 360 - difference : difference;
};
