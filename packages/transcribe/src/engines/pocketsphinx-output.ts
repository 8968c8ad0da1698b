import type { TranscribedWord } from '../speech-recognizer.ts';

/** `word start end confidence`, seconds: what `-time yes` prints per word after each utterance's hypothesis line. */
const wordLine = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/iu;
/** Utterance marks, silence and noise fillers (`<s>`, `</s>`, `<sil>`, `[NOISE]`, `[SPEECH]`, `++BREATH++`). */
const filler = /^(?:<.*>|\[.*\]|\+\+.*\+\+)$/u;
/** A pronunciation variant of the dictionary: `and(2)`. */
const alternateMark = /\(\d+\)$/u;

/**
 * One line of pocketsphinx_continuous 0.8's output (`-time yes`) as a word,
 * or undefined for a hypothesis line, a filler or anything else. A line is
 * a word when it reads `the 0.080 0.280 0.996705`.
 */
export function parsePocketsphinxLine(line: string): TranscribedWord | undefined {
  const match = wordLine.exec(line.trim());
  if (!match) return undefined;
  const [, token = '', start = '0', end = '0'] = match;
  if (filler.test(token)) return undefined;
  const text = token.replace(alternateMark, '');
  if (!text) return undefined;
  return { text, startMs: Math.round(Number(start) * 1000), endMs: Math.round(Number(end) * 1000) };
}
