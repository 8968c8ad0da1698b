import type { WordTiming } from '../speech-engine.ts';

/** One caption on screen. */
export interface CaptionCue {
  startMs: number;
  endMs: number;
  text: string;
}

export interface CaptionOptions {
  /** Longest line; 42 is the common broadcast limit (CJK counts as two per character). */
  maxChars?: number;
  maxDurationMs?: number;
  /** A silence this long between words starts a new cue: 300 ms catches sentence ends (the embedded engines pause ~380 ms there). */
  maxGapMs?: number;
}

const wideCharacter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const unspacedWord = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Groups words into cues: a cue ends before it would pass maxChars or
 * maxDurationMs, and at a pause longer than maxGapMs. Words of unspaced
 * scripts are joined without spaces.
 */
export function createCaptionCues(words: readonly WordTiming[], options: CaptionOptions = {}): CaptionCue[] {
  const maxChars = options.maxChars ?? 42;
  const maxDurationMs = options.maxDurationMs ?? 5000;
  const maxGapMs = options.maxGapMs ?? 300;
  const cues: CaptionCue[] = [];
  let current: CaptionCue | undefined;
  for (const word of words) {
    const text = current ? joinWord(current.text, word.text) : word.text;
    const startsNew = !current || displayWidth(text) > maxChars || word.endMs - current.startMs > maxDurationMs || word.startMs - current.endMs > maxGapMs;
    if (startsNew) {
      current = { startMs: word.startMs, endMs: word.endMs, text: word.text };
      cues.push(current);
    } else if (current) {
      current.text = text;
      current.endMs = word.endMs;
    }
  }
  return cues;
}

function joinWord(line: string, word: string): string {
  return unspacedWord.test(word) && unspacedWord.test(line.slice(-1)) ? line + word : `${line} ${word}`;
}

function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += wideCharacter.test(character) ? 2 : 1;
  return width;
}
