export type * from './face-types.ts';

export { analyzeStoredPhoto, isUsablePhoto, toGenderCode } from './analysis/analyze-stored-photo.ts';
export { faceAnalysisVersion } from './analysis/analyze-face-photo.ts';
export { mouthTrackFromAudio } from './mouth/mouth-track-from-audio.ts';
export { mouthTrackFromPhonemes } from './mouth/mouth-track-from-phonemes.ts';
export { createTalkingPhotoFrameSource, type TalkingPhotoInput } from './frame-source/talking-photo-frame-source.ts';
export { createLipSyncEngines } from './engines/create-lip-sync-engines.ts';
export type { LipSyncEngine } from './engines/lip-sync-engine.ts';
