import { assembleSpeech } from '../pipeline/assemble-speech.ts';
import { finishSpeech } from '../pipeline/finish-speech.ts';
import { prepareUtterances } from '../pipeline/prepare-utterances.ts';
import type { SpeechSynthesisResult } from '../speech-engine.ts';
import { findPhonesPerWord, synthesizeFliteUtterance } from './flite-utterance.ts';
import type { FliteVoiceName } from './flite-wasi.ts';

/** Input of one Flite synthesis in the Flite child process (structured-cloneable). */
export interface FliteSynthesisTask {
  text: string;
  voice: FliteVoiceName;
  rate: number;
  pitchSemitones: number;
}

/** Flite's sample rate for every built-in voice used here. */
const fliteSampleRateHz = 16_000;

/**
 * Runs in the Flite child process: utterance by utterance, then the shared 48 kHz / -16 LUFS finish.
 * Run by name in the Flite child process.
 * @public
 */
export function synthesizeWithFlite(task: FliteSynthesisTask): SpeechSynthesisResult {
  const settings = { voice: task.voice, rate: task.rate, pitchFactor: 2 ** (task.pitchSemitones / 12) };
  const utterances = prepareUtterances(task.text, 'en-US');
  const wordPhones = findPhonesPerWord(utterances);
  const rendered = utterances.map((utterance, index) => synthesizeFliteUtterance(utterance, settings, wordPhones[index]));
  const assembled = assembleSpeech(rendered, task.rate, rendered[0]?.audio.sampleRateHz ?? fliteSampleRateHz);
  return finishSpeech(assembled.audio, assembled.words, assembled.phonemes);
}
