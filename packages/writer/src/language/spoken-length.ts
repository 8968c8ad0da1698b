import type { PodcastDuration, TurnLength } from '../script-types.ts';
import type { ScriptLanguage } from './script-language.ts';

/** The podcast length aimed at for each choice of the Podcast page: the middle of the range. */
export const podcastTargetMinutes: Record<PodcastDuration, number> = { '1-3': 2, '3-5': 4, '5-10': 7.5 };

/**
 * How long one turn lasts, in seconds of speech: short ≈ 30 words, medium ≈
 * 60, long ≈ 100 at 150 words a minute (one point made, a short
 * explanation, a small monologue). Short is one sentence of an article
 * (news sentences run 20–35 words), medium two, long three or four.
 */
export const turnTargetSeconds: Record<TurnLength, number> = { short: 12, medium: 24, long: 40 };

/** The topic script length for each `expectedDuration`: ~30 s, ~60 s, ~3 min (spec §9). */
export const topicTargetSeconds: Record<1 | 2 | 3, number> = { 1: 30, 2: 60, 3: 180 };

/** A Han, kana or Hangul character, or the long-vowel mark of katakana: one spoken syllable each. */
const syllableCharacter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]/u;
/** A run of other letters or digits inside CJK text (`DeepMind`, `2014`). */
const foreignRun = /[\p{L}\p{N}]+/gu;
/** A Latin word or a number read in Chinese takes about as long as two characters. */
const foreignRunCharacters = 2;

const wordSegmenters = new Map<string, Intl.Segmenter>();

/** How many of the language's length units (words or characters) the text holds when spoken. */
export function measureSpokenUnits(text: string, language: ScriptLanguage): number {
  if (language.lengthUnit === 'characters') {
    let count = 0;
    for (const character of text) if (syllableCharacter.test(character)) count += 1;
    const rest = text.replace(new RegExp(syllableCharacter.source, 'gu'), ' ');
    return count + (rest.match(foreignRun)?.length ?? 0) * foreignRunCharacters;
  }
  let segmenter = wordSegmenters.get(language.locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language.locale, { granularity: 'word' });
    wordSegmenters.set(language.locale, segmenter);
  }
  // The segmenter slows down with the string's length: words never span whitespace, so it gets short pieces.
  let count = 0;
  let piece = '';
  const countPiece = () => {
    for (const segment of segmenter.segment(piece)) if (segment.isWordLike) count += 1;
    piece = '';
  };
  for (const token of text.split(/\s+/u)) {
    piece = piece ? `${piece} ${token}` : token;
    if (piece.length > 400) countPiece();
  }
  if (piece) countPiece();
  return count;
}

/** How long the text takes to say at the language's speaking rate, in seconds. */
export function measureSpokenSeconds(text: string, language: ScriptLanguage): number {
  return (measureSpokenUnits(text, language) / language.unitsPerMinute) * 60;
}

/** How many length units are said in that many seconds. */
export function unitsForSeconds(seconds: number, language: ScriptLanguage): number {
  return Math.round((seconds / 60) * language.unitsPerMinute);
}
