import { decodeWav } from '../audio/wav.ts';
import type { UtteranceAudio } from '../pipeline/assemble-speech.ts';
import { utteranceToPlainText, type UtteranceText } from '../pipeline/prepare-utterances.ts';
import type { PhonemeTiming, WordTiming } from '../speech-engine.ts';
import { assignPhonesToWords, fliteSymbolToIpa, isFlitePause } from './flite-phones.ts';
import { parsePhoneTrace, runFlite, type FliteVoiceName } from './flite-wasi.ts';

export interface FliteVoiceSettings {
  voice: FliteVoiceName;
  rate: number;
  /** Multiplies the voice's F0 contour; rms ignores it (its F0 comes from its own model). */
  pitchFactor: number;
}

/**
 * Flite reports phones but no words. `wordPhones` (from findPhonesPerWord)
 * holds each word's phones as the fast kal16 diphone voice says the word
 * alone; kal16 shares the CMU lexicon and letter-to-sound rules with the
 * other voices. The sentence's phones are aligned to those groups; without
 * them phones are shared out by spoken length.
 */
export function synthesizeFliteUtterance(utterance: UtteranceText, settings: FliteVoiceSettings, wordPhones: string[][] | undefined): UtteranceAudio {
  const { wav, stdout } = runFlite(
    [
      '-psdur',
      '-voice',
      settings.voice,
      '--setf',
      `duration_stretch=${(1 / settings.rate).toFixed(3)}`,
      '--setf',
      `f0_shift=${settings.pitchFactor.toFixed(3)}`,
    ],
    utteranceToPlainText(utterance),
  );
  const audio = decodeWav(wav);
  const spokenPhones = parsePhoneTrace(stdout).filter((phone) => !isFlitePause(phone.phone));
  const wordIndexes = wordPhones
    ? assignPhonesToWords(
        spokenPhones.map((phone) => phone.phone),
        wordPhones,
      )
    : spreadByLength(spokenPhones.length, utterance);
  const words: WordTiming[] = utterance.words.map((word, wordIndex) => {
    const own = spokenPhones.filter((_, index) => wordIndexes[index] === wordIndex);
    return own.length > 0
      ? { text: word.text, startMs: (own[0] as { startMs: number }).startMs, endMs: (own.at(-1) as { endMs: number }).endMs }
      : { text: word.text, startMs: Number.NaN, endMs: Number.NaN };
  });
  fillSilentWords(words);
  const phonemes: PhonemeTiming[] = spokenPhones.map((phone) => ({ symbol: fliteSymbolToIpa(phone.phone), startMs: phone.startMs, endMs: phone.endMs }));
  return { audio, words, phonemes, pauseAfterMs: utterance.pauseAfterMs };
}

/**
 * Each word's phones for a whole text in one kal16 run (one utterance per
 * word, blank lines between them), cut back into per-utterance lists; an
 * utterance whose groups do not add up gets undefined.
 */
export function findPhonesPerWord(utterances: readonly UtteranceText[]): (string[][] | undefined)[] {
  const oneWordPerUtterance = utterances.flatMap((utterance) => utterance.words.map((word) => word.spoken)).join('\n\n');
  const groups = readPhoneGroups(runFlite(['-psdur', '-voice', 'kal16'], oneWordPerUtterance, { asFile: true }).stdout);
  const total = utterances.reduce((sum, utterance) => sum + utterance.words.length, 0);
  if (groups.length !== total) return utterances.map((utterance) => findPhonesPerWordAlone(utterance));
  let offset = 0;
  return utterances.map((utterance) => {
    const own = groups.slice(offset, offset + utterance.words.length);
    offset += utterance.words.length;
    return own;
  });
}

/** The same for one utterance, so that one word Flite says nothing for spoils only its own sentence. */
function findPhonesPerWordAlone(utterance: UtteranceText): string[][] | undefined {
  const groups = readPhoneGroups(runFlite(['-psdur', '-voice', 'kal16'], utterance.words.map((word) => word.spoken).join('\n\n'), { asFile: true }).stdout);
  return groups.length === utterance.words.length ? groups : undefined;
}

/** The phones of each line of a `-psdur` trace (one utterance per line), pauses left out; empty lines dropped. */
function readPhoneGroups(stdout: string): string[][] {
  return stdout
    .split('\n')
    .map((line) =>
      line
        .trim()
        .split(/\s+/u)
        .map((token) => token.slice(0, token.lastIndexOf(':')))
        .filter((phone) => phone && !isFlitePause(phone)),
    )
    .filter((group) => group.length > 0);
}

/** When the groups do not line up with the words, phones are shared out in proportion to spoken length. */
function spreadByLength(phoneCount: number, utterance: UtteranceText): number[] {
  const lengths = utterance.words.map((word) => Math.max(1, word.spoken.length));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const boundaries: number[] = [];
  let cumulative = 0;
  for (const length of lengths) boundaries.push((cumulative += length) / total);
  return Array.from({ length: phoneCount }, (_, index) => boundaries.findIndex((boundary) => (index + 0.5) / phoneCount <= boundary));
}

/** A word that got no phone (a symbol Flite skips) sits, zero-length, where the previous word ended. */
function fillSilentWords(words: WordTiming[]): void {
  let previousEndMs = 0;
  for (const word of words) {
    if (Number.isNaN(word.startMs)) {
      word.startMs = previousEndMs;
      word.endMs = previousEndMs;
    }
    previousEndMs = word.endMs;
  }
}
