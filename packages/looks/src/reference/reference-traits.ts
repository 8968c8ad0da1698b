import { decodePhoto, type FacePhotoAnalysis } from '@talkreel/face';
import type { ReferenceHairLength, ReferenceTraits } from '../look-types.ts';
import { parseLookDesign } from '../embedded/look-design.ts';
import type { HairStyle } from '../embedded/look-kinds.ts';
import { parseHex } from '../embedded/palette.ts';
import { measureFacialHair } from './measure-facial-hair.ts';
import { measureGlasses } from './measure-glasses.ts';
import { measureHair } from './measure-hair.ts';
import { createSkinModel } from './skin-model.ts';
import { createUprightFace } from './upright-face.ts';

/** MediaPipe face-mesh points: forehead top, chin, and the face's sides. */
const mesh = { foreheadTop: 10, chin: 152, faceLeft: 234, faceRight: 454 } as const;

/**
 * What a reference photo's face looks like, for the looks: skin from the
 * cheeks; the hair's colour and length (null when too little of it shows:
 * bald, a hat, a cropped photo); glasses on the nose's bridge; beard or
 * stubble on the chin, jaw and upper lip; the face's width to height from
 * the mesh; and the analysis's gender. Measured on the face stood upright
 * from its mesh (`createUprightFace`), so roll and size do not matter.
 */
export async function measureReferenceTraits(photo: Uint8Array, analysis: FacePhotoAnalysis): Promise<ReferenceTraits> {
  const face = analysis.face;
  if (!face) throw new Error('No face was found in the reference photo: upload a clear, front-facing photo of one person');
  const upright = createUprightFace(await decodePhoto(photo), face.mesh);
  const skin = createSkinModel(upright);
  const hair = measureHair(upright, skin);
  const point = (index: number) => face.mesh[index] ?? [0, 0, 0];
  const faceWidth = Math.abs(point(mesh.faceRight)[0] - point(mesh.faceLeft)[0]);
  const faceHeight = Math.abs(point(mesh.chin)[1] - point(mesh.foreheadTop)[1]);
  return {
    skinRgb: skin.rgb.map(Math.round) as [number, number, number],
    hairRgb: hair.rgb,
    hairLength: hair.length,
    glasses: measureGlasses(upright).hasGlasses,
    facialHair: measureFacialHair(upright).facialHair,
    faceAspect: faceHeight > 0 ? faceWidth / faceHeight : 0.78,
    gender: face.gender,
  };
}

/** How far each drawn style falls (a ponytail or bun is long hair tied back); a bald head has no length. */
const lengthOfStyle: Record<HairStyle, ReferenceHairLength | null> = {
  crop: 'short',
  'side-part': 'short',
  quiff: 'short',
  buzz: 'short',
  pixie: 'short',
  bald: null,
  bob: 'medium',
  curly: 'medium',
  afro: 'medium',
  long: 'long',
  wavy: 'long',
  locs: 'long',
  ponytail: 'long',
  bun: 'long',
};

/** A drawn look's traits, read from its design (a sample face or one of the user's avatars used as the reference). */
export function traitsOfDesign(json: unknown): ReferenceTraits {
  const design = parseLookDesign(json);
  return {
    skinRgb: parseHex(design.skin),
    hairRgb: parseHex(design.hair.colour),
    hairLength: lengthOfStyle[design.hair.style],
    glasses: design.glasses !== null,
    facialHair: design.facialHair,
    faceAspect: design.faceWidth * 0.78,
    gender: design.gender,
  };
}
