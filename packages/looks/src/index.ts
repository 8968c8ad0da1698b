export type { ImageEngine } from './image-engine.ts';
export type {
  LookDesign,
  LookFaceGeometry,
  LookImage,
  LookPose,
  LookReference,
  LookRequest,
  ReferenceFacialHair,
  ReferenceHairLength,
  ReferenceTraits,
} from './look-types.ts';
export { lookSizePx } from './look-types.ts';
export { designLooks, parseLookDesign, embeddedLookVersion, type EmbeddedDesign } from './embedded/look-design.ts';
export { drawLookBackdrop } from './embedded/draw-backdrop.ts';
export { drawLookHead, neutralPose } from './embedded/draw-head.ts';
export { lookFaceGeometry, lookHeadBounds } from './embedded/look-layout.ts';
export { embeddedImageEngine, renderLookPng } from './embedded/embedded-image-engine.ts';
export { createTalkingLookFrameSource } from './frame-source/talking-look-frame-source.ts';
export type { TalkingLookInput } from './frame-source/talking-look-input.ts';
export { loadAvatarLibrary, type LibraryAvatar } from './library/avatar-library.ts';
export { circleOf, lookThreadModule } from './embedded/look-threads.ts';
export { measureReferenceTraits, traitsOfDesign } from './reference/reference-traits.ts';
export { createImageEngines, type ImageEngineSet } from './create-image-engines.ts';
export type { ImageConfig } from './image-config.ts';
export { OpenAiImageEngine, type OpenAiImagesOptions } from './engines/openai-images.ts';
export { StabilityImageEngine, type StabilityImagesOptions } from './engines/stability-images.ts';
export { ComfyUiImageEngine, type ComfyUiImagesOptions } from './engines/comfyui-images.ts';
export { readComfyWorkflow, type ComfyWorkflow } from './engines/comfyui-workflow.ts';
export { composeLookPrompt, type LookPrompt } from './engines/compose-look-prompt.ts';
export { ImageServiceError } from './engines/image-service-error.ts';
export { runImagesWithFallback, type ImageAttempts, type ImagesOutcome } from './run-images-with-fallback.ts';
