import { encodeAudio } from '../audio/encode-audio.ts';
import { decodeWav } from '../audio/wav.ts';
import type { SpeechSynthesisResult, WordTiming } from '../speech-engine.ts';
import { segmentWords } from '../text/segment-words.ts';
import type { EspeakNgEngine } from './espeak-ng.ts';

/**
 * Speech with known word timings for adapter tests: a different eSpeak NG
 * voice (British male, faster, lower) than the reference the aligner uses,
 * so that alignment has real work to do. The fakes serve these bytes.
 */
export async function createGroundTruthSpeech(
  espeak: EspeakNgEngine,
  text: string,
): Promise<{ truth: SpeechSynthesisResult; wav: Uint8Array; mp3: Uint8Array }> {
  const truth = await espeak.synthesize({ text, voice: 'en-gb+m7', rate: 1.15, pitch: -2 });
  return { truth, wav: truth.audio, mp3: await encodeAudio(decodeWav(truth.audio), 'mp3') };
}

/**
 * Character start and end times the way ElevenLabs reports them, derived
 * from word timings: letters share their word's span evenly; spaces and
 * punctuation sit at the end of the word before them.
 */
export function characterTimesFromWords(text: string, words: readonly WordTiming[]): { starts: number[]; ends: number[] } {
  const spans = segmentWords(text, 'en-US');
  const starts: number[] = [];
  const ends: number[] = [];
  let lastEndSeconds = 0;
  for (let index = 0; index < text.length; index++) {
    const wordIndex = spans.findIndex((span) => index >= span.start && index < span.end);
    const span = spans[wordIndex];
    const word = words[wordIndex];
    if (span && word) {
      const share = (word.endMs - word.startMs) / (span.end - span.start);
      starts.push((word.startMs + share * (index - span.start)) / 1000);
      ends.push((word.startMs + share * (index - span.start + 1)) / 1000);
      lastEndSeconds = ends.at(-1) as number;
    } else {
      starts.push(lastEndSeconds);
      ends.push(lastEndSeconds);
    }
  }
  return { starts, ends };
}

/** Mean absolute difference of word starts, each measured from its clip's first word (leading silence differs by path). */
export function meanStartErrorMs(actual: readonly WordTiming[], expected: readonly WordTiming[]): number {
  const actualFirst = actual[0]?.startMs ?? 0;
  const expectedFirst = expected[0]?.startMs ?? 0;
  const errors = actual.map((word, index) => Math.abs(word.startMs - actualFirst - ((expected[index]?.startMs ?? 0) - expectedFirst)));
  return errors.reduce((sum, error) => sum + error, 0) / Math.max(1, errors.length);
}
