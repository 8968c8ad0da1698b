import { lumaAt, textureOf, type FrameBox } from './face-regions.ts';
import type { UprightFace } from './upright-face.ts';

/** Face-mesh points: inner eye corners, between the eyes, the top of the nose's bridge, and the cheeks below the eyes. */
const point = { eyeInnerLeft: 133, eyeInnerRight: 362, betweenEyes: 168, noseBridge: 6, cheekLeft: 50, cheekRight: 280 } as const;

/**
 * Each measure is divided by its value that marks glasses and the two are
 * averaged into a score. Measured on the corpus faces and their mirrored,
 * rotated, scaled, darkened, greyscale and blurred copies (47 photos):
 * without glasses 0.63–0.85, with them (a heavy frame; a thin metal one on
 * a three-quarter view) 1.04–2.25. Glasses from 0.95, between the two.
 */
const glassesEdgeRatio = 2.25;
const glassesBarContrast = 0.175;
const glassesScore = 0.95;

export interface GlassesMeasure {
  hasGlasses: boolean;
  /** Glasses from 0.95 (see the constants). */
  score: number;
}

/**
 * Glasses from the nose's bridge between the eyes, where a frame's bridge
 * crosses: (1) its horizontal-edge energy (mean vertical luma step) against
 * the cheeks', and (2) the largest step of its row-mean luma profile (a
 * bar across the whole width, which skin texture averages away) against the
 * cheeks' lightness. Bare skin there is as smooth as the cheeks and shades
 * gradually down the nose.
 */
export function measureGlasses(face: UprightFace): GlassesMeasure {
  const unit = face.pxPerFaceWidth;
  const at = (index: number) => face.pointOf(index);
  const bridge: FrameBox = {
    left: at(point.eyeInnerLeft).x + 0.03 * unit,
    right: at(point.eyeInnerRight).x - 0.03 * unit,
    top: at(point.betweenEyes).y - 0.12 * unit,
    bottom: at(point.noseBridge).y + 0.04 * unit,
  };
  const cheeks = [point.cheekLeft, point.cheekRight].map((index) => {
    const centre = at(index);
    return textureOf(face, { left: centre.x - 0.06 * unit, right: centre.x + 0.06 * unit, top: centre.y - 0.06 * unit, bottom: centre.y + 0.04 * unit });
  });
  const cheekStep = (cheeks[0]!.verticalStep + cheeks[1]!.verticalStep) / 2;
  const cheekLuma = (cheeks[0]!.meanLuma + cheeks[1]!.meanLuma) / 2;
  if (bridge.right - bridge.left < 4 || cheekStep <= 0 || cheekLuma <= 0) return { hasGlasses: false, score: 0 };
  const edgeRatio = textureOf(face, bridge).verticalStep / cheekStep;
  const barContrast = largestProfileStep(face, bridge) / cheekLuma;
  const score = (edgeRatio / glassesEdgeRatio + barContrast / glassesBarContrast) / 2;
  return { hasGlasses: score >= glassesScore, score };
}

/** The largest change of the row-mean luma over 4 rows, down the box. */
function largestProfileStep(face: UprightFace, box: FrameBox): number {
  const profile: number[] = [];
  const left = Math.max(0, Math.round(box.left));
  const right = Math.min(face.widthPx - 1, Math.round(box.right));
  for (let y = Math.max(0, Math.round(box.top)); y <= Math.min(face.heightPx - 1, Math.round(box.bottom)); y += 1) {
    let sum = 0;
    let count = 0;
    for (let x = left; x <= right; x += 1) {
      const offset = (y * face.widthPx + x) * 4;
      if (face.rgba[offset + 3] === 0) continue;
      sum += lumaAt(face.rgba, offset);
      count += 1;
    }
    if (count > 0) profile.push(sum / count);
  }
  let largest = 0;
  for (let index = 2; index < profile.length - 2; index += 1) largest = Math.max(largest, Math.abs(profile[index + 2]! - profile[index - 2]!));
  return largest;
}
