export type * from './face-types.ts';
export { createFaceAnimator, type FaceAnimator, type FaceAnimatorOptions, type AnimatedFrame, type ChangedBox } from './animator/face-animator.ts';
export { createMotion, type Motion, type MotionEnvelope } from './animator/motion.ts';
export { createTalkingPhotoFrameSource } from './frame-source/talking-photo-frame-source.ts';
export type { TalkingPhotoInput } from './frame-source/talking-photo-input.ts';
