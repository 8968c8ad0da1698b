import { alignToReference } from '../alignment/align-to-reference.ts';
import type { PcmAudio } from '../audio/pcm-audio.ts';
import { assembleSpeech, type AssembledSpeech } from '../pipeline/assemble-speech.ts';
import { finishSpeech } from '../pipeline/finish-speech.ts';
import { prepareUtterances } from '../pipeline/prepare-utterances.ts';
import type { SpeechSynthesisResult, WordTiming } from '../speech-engine.ts';
import { semitonesToEspeakPitch } from './espeak-ng-pitch.ts';
import { listEspeakVoices } from './espeak-ng-runtime.ts';
import { synthesizeEspeakUtterance } from './espeak-ng-utterance.ts';

/** Input of one eSpeak NG synthesis on a pool thread (structured-cloneable). */
export interface EspeakSynthesisTask {
  text: string;
  /** BCP 47 tag for segmentation and normalisation. */
  locale: string;
  /** `en-us` or `en-us+f3`. */
  voice: string;
  rate: number;
  pitchSemitones: number;
}

/** Input of a word alignment: another voice's audio of `text`, to time against an eSpeak NG rendering. */
export interface EspeakAlignmentTask {
  text: string;
  locale: string;
  voice: string;
  target: PcmAudio;
}

/** eSpeak's default of 175 words per minute is brisk for listening; this is the pace at rate 1 in every language. */
export const espeakBaseWordsPerMinute = 160;

async function renderWithEspeak(task: EspeakSynthesisTask): Promise<AssembledSpeech> {
  const settings = {
    voice: task.voice,
    wordsPerMinute: espeakBaseWordsPerMinute * task.rate,
    pitch: semitonesToEspeakPitch(task.pitchSemitones),
    pitchRange: 50,
  };
  const rendered = [];
  for (const utterance of prepareUtterances(task.text, task.locale)) {
    rendered.push(await synthesizeEspeakUtterance(utterance, settings));
  }
  return assembleSpeech(rendered, task.rate, rendered[0]?.audio.sampleRateHz ?? 22_050);
}

/**
 * Runs on a CpuPool thread: utterance by utterance, then the shared 48 kHz / -16 LUFS finish.
 * Run by name on a CPU pool thread.
 * @public
 */
export async function synthesizeWithEspeak(task: EspeakSynthesisTask): Promise<SpeechSynthesisResult> {
  const assembled = await renderWithEspeak(task);
  return finishSpeech(assembled.audio, assembled.words, assembled.phonemes);
}

/**
 * Runs on a CpuPool thread: renders the text with eSpeak NG and carries its word timings over to the target by DTW.
 * Run by name on a CPU pool thread.
 * @public
 */
export async function alignWithEspeak(task: EspeakAlignmentTask): Promise<WordTiming[]> {
  const reference = await renderWithEspeak({ text: task.text, locale: task.locale, voice: task.voice, rate: 1, pitchSemitones: 0 });
  return alignToReference(task.target, reference.audio, reference.words);
}

/**
 * Runs on a CpuPool thread: the voices in the bundled eSpeak NG data.
 * Run by name on a CPU pool thread.
 * @public
 */
export function listEspeakVoicesTask(): ReturnType<typeof listEspeakVoices> {
  return listEspeakVoices();
}
