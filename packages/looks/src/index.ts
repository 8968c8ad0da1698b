export type { ImageEngine, LookDesign, LookFaceGeometry, LookImage, LookPose, LookReference, LookRequest, ReferenceTraits } from './look-types.ts';
export { lookSizePx } from './look-types.ts';
export { designLooks, parseLookDesign, embeddedLookVersion, type EmbeddedDesign } from './embedded/look-design.ts';
export { drawLookBackdrop } from './embedded/draw-backdrop.ts';
export { drawLookHead, neutralPose } from './embedded/draw-head.ts';
export { lookFaceGeometry, lookHeadBounds } from './embedded/look-layout.ts';
export { embeddedImageEngine, renderLookPng } from './embedded/embedded-image-engine.ts';
export { createTalkingLookFrameSource } from './frame-source/talking-look-frame-source.ts';
export type { TalkingLookInput } from './frame-source/talking-look-input.ts';
