import type { SpeechSynthesisResult } from '../speech-engine.ts';
import { assembleSpeech, type UtteranceAudio } from './assemble-speech.ts';
import { finishSpeech } from './finish-speech.ts';

/** Input of the shared finish on a pool thread; every part must have the same sample rate. */
export interface FinishSpeechTask {
  parts: UtteranceAudio[];
  rate: number;
}

/**
 * Runs on a CpuPool thread: joins parts with their pauses and applies the 48 kHz / -16 LUFS / WAV finish.
 * Run by name on a CPU pool thread.
 * @public
 */
export function assembleAndFinish(task: FinishSpeechTask): SpeechSynthesisResult {
  const sampleRateHz = task.parts[0]?.audio.sampleRateHz ?? 48_000;
  const assembled = assembleSpeech(task.parts, task.rate, sampleRateHz);
  return finishSpeech(assembled.audio, assembled.words, assembled.phonemes);
}
