export * from './speech-recognizer.ts';

export { createSpeechRecognizers, type SpeechRecognizerSet } from './create-speech-recognizers.ts';
export type { TranscribeConfig } from './transcribe-config.ts';
export { PocketsphinxRecognizer } from './engines/pocketsphinx.ts';
export { findPocketsphinx, type PocketsphinxInstall } from './engines/find-pocketsphinx.ts';
export { OpenAiTranscriptionRecognizer, type OpenAiTranscriptionOptions } from './engines/openai-transcription.ts';
export { languageCodeOf } from './engines/language-names.ts';

export { wordErrorRate } from './text/word-error-rate.ts';
export { assignSpeakers, type SpeakerSegment } from './speakers/assign-speakers.ts';
