import { createBackgroundModel } from './background-model.ts';
import { deltaE, toLab, type Lab } from './colour-lab.ts';
import { forEachPixel, type FrameBox } from './face-regions.ts';
import { median } from './median.ts';
import type { ReferenceHairLength } from '../look-types.ts';
import type { SkinModel } from './skin-model.ts';
import type { UprightFace } from './upright-face.ts';

export interface HairMeasure {
  /** sRGB 0–255 of the hair's lit strands (see `colourPercentiles`), or null when too little of it shows (bald, a hat, a cropped photo). */
  rgb: [number, number, number] | null;
  length: ReferenceHairLength | null;
  /** Share of hair pixels in the bands above and beside the face, and beside the jaw and below the chin (0–1, the larger side): what the verdicts came from. */
  shares: { head: number; jaw: number; belowChin: number };
}

/** Face-mesh points: forehead top, chin, upper temples, temples at eye level, face sides at ear level, jaw angles, outer eye corners. */
const point = {
  forehead: 10,
  chin: 152,
  templeLeft: 162,
  templeRight: 389,
  eyeLevelLeft: 127,
  eyeLevelRight: 356,
  earLeft: 234,
  earRight: 454,
  jawLeft: 172,
  jawRight: 397,
  eyeOuterLeft: 33,
  eyeOuterRight: 263,
} as const;

/**
 * A side of the head counts only when the face is not turned away from it:
 * the outer eye corner at least this far (face widths) inside the face's
 * outline. On a three-quarter view the far side's outline runs over the
 * cheek and glasses, not beside the head.
 */
const visibleSideMargin = 0.1;
/**
 * The hair's colour is the mean of its pixels from this lightness
 * percentile to that one: hair is seen by its lit strands, not by the
 * shadows between them (a blonde's median pixel is light brown). Near-white
 * specular pixels are left out before, as they say nothing about the colour.
 */
const colourPercentiles = { from: 0.45, to: 0.8 } as const;
const specular = { minLightness: 90, maxChroma: 8 } as const;
/**
 * Less than this share of hair pixels above and beside the face: the hair
 * cannot be told. On the corpus faces and their copies (mirrored, rotated,
 * scaled, darkened, blurred) hair showed 0.16–0.81 (the least: short, thin
 * hair under a high forehead); greyscale copies, where dark hair and a
 * dark background are the same grey, 0.05–0.12.
 */
const minHeadShare = 0.15;
/**
 * At least this share of hair-coloured pixels beside the jaw: the hair
 * reaches the jaw; below the chin too: it is long. Measured: chin-length
 * hair 0.62–0.74 beside the jaw and 0.08–0.14 below the chin; short hair
 * 0–0.15 beside the jaw. The corpus has no long-haired face, so the
 * below-chin share is held to the jaw's.
 */
const minLengthShare = 0.25;

/**
 * A reference face's hair: its colour from a band above the forehead and
 * bands beside the temples (pixels neither skin-like nor background-like),
 * and its length from whether hair-coloured pixels go on beside the jaw and
 * below the chin, beside the neck.
 */
export function measureHair(face: UprightFace, skin: SkinModel): HairMeasure {
  const unit = face.pxPerFaceWidth;
  const at = (index: number) => face.pointOf(index);
  const forehead = at(point.forehead);
  const sides = visibleSides(face);
  const topBand: FrameBox = { left: forehead.x - 0.3 * unit, right: forehead.x + 0.3 * unit, top: forehead.y - 0.4 * unit, bottom: forehead.y - 0.04 * unit };
  const hairline: FrameBox = { ...topBand, top: forehead.y - 0.25 * unit };
  const templeTop = Math.min(at(point.templeLeft).y, at(point.templeRight).y) - 0.1 * unit;
  const templeBottom = Math.max(at(point.earLeft).y, at(point.earRight).y) + 0.05 * unit;
  const leftOutline = Math.min(at(point.templeLeft).x, at(point.eyeLevelLeft).x, at(point.earLeft).x);
  const rightOutline = Math.max(at(point.templeRight).x, at(point.eyeLevelRight).x, at(point.earRight).x);
  const templeBands: FrameBox[] = [];
  if (sides.left) templeBands.push({ left: leftOutline - 0.28 * unit, right: leftOutline - 0.03 * unit, top: templeTop, bottom: templeBottom });
  if (sides.right) templeBands.push({ left: rightOutline + 0.03 * unit, right: rightOutline + 0.28 * unit, top: templeTop, bottom: templeBottom });

  const background = createBackgroundModel(face, hairlineColour(face, hairline, skin));
  const isHairCandidate = (lab: Lab) => !isSpecular(lab) && !skin.isSkinLike(lab) && !background.isBackgroundLike(lab);
  const hair: { rgb: [number, number, number]; lab: Lab }[] = [];
  let inside = 0;
  for (const band of [topBand, ...templeBands]) {
    forEachPixel(face, band, (offset) => {
      inside += 1;
      const { rgba } = face;
      const lab = toLab(rgba[offset]!, rgba[offset + 1]!, rgba[offset + 2]!);
      if (isHairCandidate(lab)) hair.push({ rgb: [rgba[offset]!, rgba[offset + 1]!, rgba[offset + 2]!], lab });
    });
  }
  const headShare = inside === 0 ? 0 : hair.length / inside;
  if (headShare < minHeadShare) return { rgb: null, length: null, shares: { head: headShare, jaw: 0, belowChin: 0 } };
  hair.sort((a, b) => a.lab[0] - b.lab[0]);
  const lit = hair.slice(
    Math.floor(hair.length * colourPercentiles.from),
    Math.max(Math.floor(hair.length * colourPercentiles.from) + 1, Math.floor(hair.length * colourPercentiles.to)),
  );
  const rgb = [0, 1, 2].map((channel) => Math.round(lit.reduce((sum, pixel) => sum + pixel.rgb[channel]!, 0) / lit.length)) as [number, number, number];
  const hairLabs = hair.map((pixel) => pixel.lab);
  const hairLab = toLab(...rgb);
  // Hair-coloured: as close to the median as most of the hair measured above is (its highlights and shadows), within limits.
  const spread = hairLabs.map((lab) => deltaE(lab, hairLab)).sort((a, b) => a - b);
  const tolerance = Math.min(25, Math.max(10, spread[Math.floor(spread.length * 0.8)] ?? 10));
  const isHairColoured = (lab: Lab) => deltaE(lab, hairLab) <= tolerance && isHairCandidate(lab);
  const chinY = at(point.chin).y;
  let jaw = 0;
  let belowChin = 0;
  for (const side of ['left', 'right'] as const) {
    if (!sides[side]) continue;
    const jawPoint = at(side === 'left' ? point.jawLeft : point.jawRight);
    const [near, far] = side === 'left' ? [jawPoint.x - 0.05 * unit, jawPoint.x - 0.4 * unit] : [jawPoint.x + 0.05 * unit, jawPoint.x + 0.4 * unit];
    const columns = { left: Math.min(near, far), right: Math.max(near, far) };
    jaw = Math.max(jaw, shareOf(face, { ...columns, top: jawPoint.y, bottom: chinY }, isHairColoured));
    belowChin = Math.max(belowChin, shareOf(face, { ...columns, top: chinY + 0.02 * unit, bottom: chinY + 0.3 * unit }, isHairColoured));
  }
  const length: ReferenceHairLength = jaw < minLengthShare ? 'short' : belowChin < minLengthShare ? 'medium' : 'long';
  return { rgb, length, shares: { head: headShare, jaw, belowChin } };
}

const isSpecular = (lab: Lab): boolean => lab[0] > specular.minLightness && Math.hypot(lab[1], lab[2]) < specular.maxChroma;

function visibleSides(face: UprightFace): { left: boolean; right: boolean } {
  const unit = face.pxPerFaceWidth;
  const left = face.pointOf(point.eyeOuterLeft).x - face.pointOf(point.eyeLevelLeft).x;
  const right = face.pointOf(point.eyeLevelRight).x - face.pointOf(point.eyeOuterRight).x;
  return { left: left >= visibleSideMargin * unit, right: right >= visibleSideMargin * unit };
}

/** The median colour of what is not skin just above the forehead, or null when that is mostly skin (a high forehead, a bald head). */
function hairlineColour(face: UprightFace, band: FrameBox, skin: SkinModel): Lab | null {
  const labs: Lab[] = [];
  let inside = 0;
  forEachPixel(face, band, (offset) => {
    inside += 1;
    const lab = toLab(face.rgba[offset]!, face.rgba[offset + 1]!, face.rgba[offset + 2]!);
    if (!skin.isSkinLike(lab)) labs.push(lab);
  });
  if (labs.length < inside / 4) return null;
  return [median(labs.map((lab) => lab[0])), median(labs.map((lab) => lab[1])), median(labs.map((lab) => lab[2]))];
}

function shareOf(face: UprightFace, box: FrameBox, test: (lab: Lab) => boolean): number {
  let inside = 0;
  let matching = 0;
  forEachPixel(face, box, (offset) => {
    inside += 1;
    if (test(toLab(face.rgba[offset]!, face.rgba[offset + 1]!, face.rgba[offset + 2]!))) matching += 1;
  });
  return inside === 0 ? 0 : matching / inside;
}
