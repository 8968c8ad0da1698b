import type { PcmAudio } from '../audio/pcm-audio.ts';
import type { UtteranceAudio } from '../pipeline/assemble-speech.ts';
import type { SpeechSynthesisResult, WordTiming } from '../speech-engine.ts';

/**
 * What cloud adapters need from the embedded side, both done off the event
 * loop: word timings for audio that came without them, and the shared finish
 * (join chunks with pauses, 48 kHz, -16 LUFS, WAV). EspeakNgEngine provides it.
 */
export interface SpeechPostProcessor {
  /** `language` is a languages.json value or a BCP 47 tag. */
  alignWords(audio: PcmAudio, text: string, language: string): Promise<WordTiming[]>;
  /** `rate` divides the pauses between chunks, as for the embedded engines. */
  finishSpeech(parts: UtteranceAudio[], rate: number): Promise<SpeechSynthesisResult>;
}
