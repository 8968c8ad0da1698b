export type * from './face-types.ts';

export { mouthPoseAt } from './mouth/mouth-pose.ts';
export { mouthTrackFromAudio, type MouthTrackFromAudioOptions } from './mouth/mouth-track-from-audio.ts';
export { mouthTrackFromPhonemes } from './mouth/mouth-track-from-phonemes.ts';
