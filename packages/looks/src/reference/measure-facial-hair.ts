import { textureOf, type FrameBox } from './face-regions.ts';
import type { UprightFace } from './upright-face.ts';

/** Face-mesh points: below the lower lip, the chin, the jaw either side of it, the upper lip and the base of the nose, the cheeks below the eyes. */
const point = { belowLip: 18, chin: 152, jawLeft: 136, jawRight: 365, upperLip: 0, noseBase: 2, cheekLeft: 50, cheekRight: 280 } as const;

/**
 * Facial hair's texture against the cheeks' (mean absolute luma Laplacian,
 * the mean of chin, jaw and upper lip over the cheeks'). Measured on the
 * corpus faces and their mirrored, rotated, scaled, darkened, greyscale and
 * blurred copies (47 photos): bare skin 0.57–0.65, stubble 1.38–1.70, a
 * full beard (dark or grey) 2.10–5.23 (a grey one blurred 1.5 px: 1.46,
 * stubble). The dark beard's chin and jaw are 0.42–0.47 of the cheeks'
 * lightness, the others 0.86–0.99.
 */
const stubbleTexture = 1.1;
const beardTexture = 2.0;
/** Chin and jaw this much darker than the cheeks, and textured: a dark beard, whatever the texture's strength. */
const darkBeardLuma = 0.6;

export type FacialHair = 'none' | 'stubble' | 'beard';

export interface FacialHairMeasure {
  facialHair: FacialHair;
  /** Texture of chin, jaw and upper lip over the cheeks'. */
  texture: number;
  /** Lightness of chin and jaw over the cheeks'. */
  luma: number;
}

/** Beard or stubble: dark, textured pixels on the chin and jaw below the mouth and on the upper lip, compared with the cheeks. */
export function measureFacialHair(face: UprightFace): FacialHairMeasure {
  const unit = face.pxPerFaceWidth;
  const at = (index: number) => face.pointOf(index);
  const belowLip = at(point.belowLip);
  const jawLeft = at(point.jawLeft);
  const jawRight = at(point.jawRight);
  const upperLip = at(point.upperLip);
  const regions: FrameBox[] = [
    { left: belowLip.x - 0.15 * unit, right: belowLip.x + 0.15 * unit, top: belowLip.y + 0.03 * unit, bottom: at(point.chin).y - 0.04 * unit },
    { left: jawLeft.x + 0.02 * unit, right: jawLeft.x + 0.14 * unit, top: jawLeft.y - 0.06 * unit, bottom: jawLeft.y + 0.04 * unit },
    { left: jawRight.x - 0.14 * unit, right: jawRight.x - 0.02 * unit, top: jawRight.y - 0.06 * unit, bottom: jawRight.y + 0.04 * unit },
    { left: upperLip.x - 0.12 * unit, right: upperLip.x + 0.12 * unit, top: at(point.noseBase).y + 0.02 * unit, bottom: upperLip.y - 0.03 * unit },
  ];
  const [chin, left, right, lip] = regions.map((region) => textureOf(face, region)) as [
    ReturnType<typeof textureOf>,
    ReturnType<typeof textureOf>,
    ReturnType<typeof textureOf>,
    ReturnType<typeof textureOf>,
  ];
  const cheeks = [point.cheekLeft, point.cheekRight].map((index) => {
    const centre = at(index);
    return textureOf(face, { left: centre.x - 0.06 * unit, right: centre.x + 0.06 * unit, top: centre.y - 0.06 * unit, bottom: centre.y + 0.04 * unit });
  });
  const cheekTexture = (cheeks[0]!.laplacian + cheeks[1]!.laplacian) / 2;
  const cheekLuma = (cheeks[0]!.meanLuma + cheeks[1]!.meanLuma) / 2;
  if (cheekTexture <= 0 || cheekLuma <= 0) return { facialHair: 'none', texture: 0, luma: 1 };
  const texture = (chin.laplacian + (left.laplacian + right.laplacian) / 2 + lip.laplacian) / 3 / cheekTexture;
  const luma = (chin.meanLuma + (left.meanLuma + right.meanLuma) / 2) / 2 / cheekLuma;
  const facialHair: FacialHair =
    texture >= beardTexture || (texture >= stubbleTexture && luma <= darkBeardLuma) ? 'beard' : texture >= stubbleTexture ? 'stubble' : 'none';
  return { facialHair, texture, luma };
}
