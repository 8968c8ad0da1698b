export type { ImageEngine, LookDesign, LookFaceGeometry, LookImage, LookPose, LookReference, LookRequest, ReferenceTraits } from './look-types.ts';
export { lookSizePx } from './look-types.ts';
