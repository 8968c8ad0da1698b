export type * from './face-types.ts';

export { analyzeStoredPhoto, isUsablePhoto, toGenderCode } from './analysis/analyze-stored-photo.ts';
export { analyzeFacePhoto, faceAnalysisVersion } from './analysis/analyze-face-photo.ts';
export { decodePhoto } from './analysis/decode-photo.ts';
export { mouthPoseAt } from './mouth/mouth-pose.ts';
export { mouthTrackFromAudio, type MouthTrackFromAudioOptions } from './mouth/mouth-track-from-audio.ts';
export { mouthTrackFromPhonemes } from './mouth/mouth-track-from-phonemes.ts';
export { silentMouthTrack } from './mouth/silent-mouth-track.ts';
export { createTalkingPhotoFrameSource, openPatchedFrameStream } from './frame-source/talking-photo-frame-source.ts';
export { servePatchedFrames, type DrawnFrame } from './frame-source/serve-patched-frames.ts';
export type { TalkingPhotoInput } from './frame-source/talking-photo-input.ts';
export type { LipSyncEngine, LipSyncMedia, LipSyncRequest, LipSyncResult } from './lip-sync-engine.ts';
export { LipSyncEngineError } from './lip-sync-engine.ts';
export { createLipSyncEngines } from './create-lip-sync-engines.ts';
export type { LipSyncConfig } from './lip-sync-config.ts';
export { runLipSyncWithFallback, type LipSyncAttempts, type LipSyncOutcome } from './run-lip-sync-with-fallback.ts';
export { createFaceAnimator, type FaceAnimator, type FaceAnimatorOptions, type AnimatedFrame, type ChangedBox } from './animator/face-animator.ts';
export { createMotion, type Motion, type MotionEnvelope } from './animator/motion.ts';
