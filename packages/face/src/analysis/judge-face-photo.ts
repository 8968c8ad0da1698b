import type { DetectedFace, FacePhotoProblem, FacePhotoProblemCode } from '../face-types.ts';
import type { FaceRegionMeasures } from './measure-face-region.ts';

export interface FacePhotoFindings {
  imageWidthPx: number;
  imageHeightPx: number;
  face: DetectedFace | null;
  faceCount: number;
  region: FaceRegionMeasures | null;
}

/**
 * Thresholds, from what the analysis measured on the corpora photos (good:
 * christophe, filippo, katherine; three-quarter: guido) and on copies of
 * them made worse on purpose (darkened ×0.15, washed out, blurred 4–8 px,
 * one cheek side ×0.25, a drawn cartoon face).
 */
/** The spec: the shorter side of the cropped image at least 300 px. */
const faceCropMinSidePx = 300;
/** Head and shoulders: the face box grown ×2 around its centre. */
const faceCropGrowth = 2;
/** Face box over image, either way. Good photos 0.33–0.53 of the height; christophe's close-up 0.65 (warned). */
const tooCloseShare = 0.6;
/** |yaw| in rad. Good photos ≤ 0.19; guido's three-quarter view 0.41. */
const maxYawRadians = 0.3;
/** |roll| in rad. Good photos ≤ 0.10; a photo on its side 1.62. */
const maxRollRadians = 0.5;
/** Mean face luma. Good photos 151–201; darkened 23–25; washed out 235–249. The low bound leaves room for dark skin in good light. */
const minMeanLuma = 45;
const maxMeanLuma = 220;
/** Darker cheek side over brighter. Good photos 0.80–0.99; one side ×0.25: 0.31. */
const minSideBalance = 0.55;
/** Laplacian variance over luma variance at 160 px face width. Good photos 0.09–2.0; blurred 4–8 px 0.001–0.002. */
const minSharpness = 0.02;
/** Share of exactly flat face pixels. Photos ≤ 0.016 (0.09 where washed out to white); the drawn cartoon 0.80. */
const maxFlatShare = 0.3;

const messages: Record<FacePhotoProblemCode, string> = {
  'unreadable-photo': 'This file could not be read as a photo. Upload a PNG, JPG or WEBP image.',
  'no-face': 'No face was found in this photo. Upload a photo of one person looking at the camera.',
  'face-too-small': `The face is too small: the head-and-shoulders crop around it is under ${faceCropMinSidePx} px. Upload a larger photo or one taken closer.`,
  'face-too-close': 'The face fills almost the whole photo. Use a photo that shows the head and shoulders with some space around them.',
  'turned-sideways': 'The face is turned or tilted sideways. Use a photo where the person faces the camera with the head upright.',
  'too-dark': 'The face is too dark. Use a photo taken in brighter, even light.',
  'too-bright': 'The face is overexposed and washed out. Use a photo with softer light.',
  'harsh-shadows': 'One side of the face is in strong shadow. Use a photo with soft, even light on the face.',
  blurry: 'The face is blurry. Use a sharp, in-focus photo.',
  'several-faces': 'This photo has several faces; the largest one will be animated. Crop the photo to one person for the best result.',
  'not-a-real-face': 'This looks like a drawing or cartoon, not a real face. Use a photo of a real person facing the camera.',
};

export function problem(code: FacePhotoProblemCode, blocking: boolean): FacePhotoProblem {
  return { code, message: messages[code], blocking };
}

/** The spec's talking-photo guidelines applied to what the analysis found; blocking problems first. */
export function judgeFacePhoto(findings: FacePhotoFindings): FacePhotoProblem[] {
  const { face, region } = findings;
  if (!face || !region) return [problem('no-face', true)];
  const problems: FacePhotoProblem[] = [];
  const crop = faceCropSize(face, findings.imageWidthPx, findings.imageHeightPx);
  if (Math.min(crop.width, crop.height) < faceCropMinSidePx) problems.push(problem('face-too-small', true));
  // A warning, not a block: the face is all there and animates; only the framing and head motion suffer.
  if (face.box.height / findings.imageHeightPx > tooCloseShare || face.box.width / findings.imageWidthPx > tooCloseShare)
    problems.push(problem('face-too-close', false));
  if (Math.abs(face.rotation.yaw) > maxYawRadians || Math.abs(face.rotation.roll) > maxRollRadians) problems.push(problem('turned-sideways', false));
  // A badly exposed face loses its texture to black or white: it is not judged for shadows or realism then.
  const badExposure = region.meanLuma < minMeanLuma || region.meanLuma > maxMeanLuma;
  if (region.meanLuma < minMeanLuma) problems.push(problem('too-dark', false));
  if (region.meanLuma > maxMeanLuma) problems.push(problem('too-bright', false));
  if (!badExposure && region.sideBalance < minSideBalance) problems.push(problem('harsh-shadows', false));
  if (region.sharpness < minSharpness) problems.push(problem('blurry', false));
  if (!badExposure && region.flatShare > maxFlatShare) problems.push(problem('not-a-real-face', true));
  if (findings.faceCount > 1) problems.push(problem('several-faces', false));
  return problems.sort((a, b) => Number(b.blocking) - Number(a.blocking));
}

/** The head-and-shoulders crop the spec's 300 px rule is about: the face box grown around its centre, clipped to the image. */
function faceCropSize(face: DetectedFace, imageWidthPx: number, imageHeightPx: number): { width: number; height: number } {
  const centreX = face.box.x + face.box.width / 2;
  const centreY = face.box.y + face.box.height / 2;
  const halfWidth = (face.box.width * faceCropGrowth) / 2;
  const halfHeight = (face.box.height * faceCropGrowth) / 2;
  return {
    width: Math.min(imageWidthPx, centreX + halfWidth) - Math.max(0, centreX - halfWidth),
    height: Math.min(imageHeightPx, centreY + halfHeight) - Math.max(0, centreY - halfHeight),
  };
}
