export * from './speech-engine.ts';

export { EspeakNgEngine, type EspeakNgEngineOptions } from './engines/espeak-ng.ts';
export { FliteEngine } from './engines/flite.ts';
export { OpenAiSpeechEngine, type OpenAiSpeechOptions } from './engines/openai-speech.ts';
export { ElevenLabsEngine, type ElevenLabsOptions } from './engines/elevenlabs.ts';
export { ElevenLabsVoices, type SharedVoice, type SharedVoiceSearch, type VoiceSample } from './engines/elevenlabs-voices.ts';
export { AzureSpeechEngine, type AzureSpeechOptions } from './engines/azure-speech.ts';
export type { SpeechPostProcessor } from './engines/speech-post-processor.ts';

export { createSpeechEngines, type SpeechEngineSet, type SpeechResources } from './create-speech-engines.ts';
export type { SpeechConfig } from './speech-config.ts';
export {
  createSynthesisRequest,
  synthesizeWithSettings,
  synthesizeWithVoice,
  type SpeechEngines,
  type VoiceAdjustments,
} from './speak/synthesize-with-voice.ts';
export { synthesizeWithStoredEngine } from './speak/synthesize-with-stored-engine.ts';
export { referenceVoiceFor } from './speak/reference-voice-for.ts';
export { storeSpeechMp3 } from './speak/store-speech-mp3.ts';

export { LanguageSchema, type Language } from './catalogue/language-schema.ts';
export { defaultVoiceContentDirectory, getLanguage, getLanguages, resolveLocale } from './catalogue/languages.ts';
export {
  EspeakVoiceSettingsSchema,
  FliteVoiceSettingsSchema,
  PublicVoiceSchema,
  VoiceEngineSettingsSchema,
  voiceAges,
  voiceGenders,
  type PublicVoice,
  type VoiceEngineSettings,
} from './catalogue/voice-schema.ts';
export { getPublicVoice, loadVoiceCatalogue, type VoiceCatalogue } from './catalogue/load-voice-catalogue.ts';
export { pickCounterpartVoice, type VoiceTraits } from './catalogue/counterpart-voice.ts';
export { listCloudVoices, type CloudLibraryVoice } from './catalogue/list-cloud-voices.ts';

export { matchVoice, voiceDistance, type VoiceMatch } from './voice-match/match-voice.ts';
export { measureVoice, type VoiceMeasurements } from './voice-match/measure-voice.ts';

export { concatPcm, createSilence, getPcmDurationMs, measurePeakDb, measureRmsDb, slicePcm, speechSampleRateHz, type PcmAudio } from './audio/pcm-audio.ts';
export { decodeWav, encodeWav } from './audio/wav.ts';
export { decodeAudio, getAudioDurationMs, type DecodeAudioOptions } from './audio/decode-audio.ts';
export { encodeAudio, type EncodedAudioFormat } from './audio/encode-audio.ts';
export { measureIntegratedLoudness, speechLoudnessLufs } from './audio/loudness.ts';
export { normalizeLoudness, type LoudnessNormalizationOptions } from './audio/normalize-loudness.ts';
export { resamplePcm } from './audio/resample.ts';
export { trimSilence, type TrimmedAudio, type TrimSilenceOptions } from './audio/trim-silence.ts';
export { estimatePitch, type PitchEstimationOptions, type PitchFrame } from './audio/pitch.ts';
export { summarizePitch, semitonesBetween, type PitchSummary } from './audio/pitch-summary.ts';

export { alignToReference } from './alignment/align-to-reference.ts';
export { splitSpeakers, type SpeakerSplit, type SpeakerTurn, type SplitSpeakersOptions } from './diarize/split-speakers.ts';
export { splitSpeakersInPool } from './diarize/split-speakers-in-pool.ts';
export { powerSpectrum } from './alignment/fft.ts';

export { createCaptionCues, type CaptionCue, type CaptionOptions } from './captions/caption-cues.ts';

export { countWords, segmentWords, type TextWord } from './text/segment-words.ts';
export { splitSentences, type TextSentence } from './text/split-sentences.ts';
export { speakWord } from './text/speak-word.ts';
