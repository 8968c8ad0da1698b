// The leanest entry, for a thread that draws a talking face itself (the
// talking-look thread): motion, mouth poses and the patched-frame protocol's
// serving side, nothing that imports the renderer, speech or the platform.
export type * from './face-types.ts';
export { mouthPoseAt } from './mouth/mouth-pose.ts';
export { createMotion } from './animator/motion.ts';
export { servePatchedFrames } from './frame-source/serve-patched-frames.ts';
