export {
  defaultMaxStretch,
  defaultMinGapMs,
  fitLimitMs,
  planSegmentFit,
  segmentsInSlotRatio,
  slotAllowanceShare,
  type DubSlot,
  type FitInput,
  type FitOptions,
  type FittedSegment,
} from './fit/plan-segment-fit.ts';
export { stretchSpeech, type StretchedSpeech, type StretchTools } from './stretch/stretch-speech.ts';
export { findRubberband } from './stretch/find-rubberband.ts';
export { mixDubTrack, type MixDubTrackInput, type MixDubTrackTools } from './mix/mix-dub-track.ts';
export { writeVoiceTrack, type DubClip } from './mix/write-voice-track.ts';
export { voiceBand } from './mix/voice-band.ts';
export { muxDubbedVideo, type MuxDubbedVideoInput, type MuxDubbedVideoTools, type MuxedVideo } from './mux/mux-dubbed-video.ts';
export { parseSrt, toSrt, type CaptionCue } from './captions/srt.ts';
