/** A stretch of the input spoken as one utterance; offsets index the original text. */
export interface TextSentence {
  text: string;
  start: number;
  end: number;
  /** A blank line (or the end of the text) follows: the pause after it is longer. */
  endsParagraph: boolean;
}

export interface SentenceSplitOptions {
  /**
   * Longer sentences are cut at the last clause mark (, ; : 、，) before this
   * many characters, else at a space: engines keep prosody per utterance, and
   * Flite's awb and rms voices crash on very long ones.
   */
  maxChars?: number;
}

const sentenceEnd = /[.!?…。！？؟।۔።։။]+["'”’»)\]」』]*/gu;
const noSpaceEnders = /[。！？።။]/u;
const dottedInitials = /^(?:\p{L}\.)+\p{L}$/u;
const abbreviations = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'etc',
  'inc',
  'ltd',
  'co',
  'no',
  'fig',
  'approx',
  'dept',
  'e.g',
  'i.e',
  'a.m',
  'p.m',
  'u.s',
  'u.k',
  'sra',
  'srta',
  'hr',
  'fr',
  'nr',
  'bzw',
  'usw',
  'z.b',
  'ca',
]);

/**
 * Splits text into sentences at . ! ? … and their CJK forms, and at blank
 * lines. A period does not end a sentence after a known abbreviation, a
 * single letter (an initial) or inside a number (3.5).
 */
export function splitSentences(text: string, options: SentenceSplitOptions = {}): TextSentence[] {
  const maxChars = options.maxChars ?? 280;
  const sentences: TextSentence[] = [];
  const paragraphPattern = /\S[\s\S]*?(?=\n\s*\n|$)/g;
  for (const paragraph of text.matchAll(paragraphPattern)) {
    const paragraphStart = paragraph.index;
    const cuts = findSentenceCuts(paragraph[0]);
    let start = 0;
    for (const cut of [...cuts, paragraph[0].length]) {
      const piece = paragraph[0].slice(start, cut);
      for (const part of limitLength(piece, start, maxChars)) {
        const leading = part.text.length - part.text.trimStart().length;
        const trimmed = part.text.trim();
        if (/[\p{L}\p{N}]/u.test(trimmed)) {
          const absoluteStart = paragraphStart + part.start + leading;
          sentences.push({ text: trimmed, start: absoluteStart, end: absoluteStart + trimmed.length, endsParagraph: false });
        }
      }
      start = cut;
    }
    const last = sentences.at(-1);
    if (last) last.endsParagraph = true;
  }
  return sentences;
}

function findSentenceCuts(paragraph: string): number[] {
  const cuts: number[] = [];
  for (const match of paragraph.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length;
    const next = paragraph[end];
    const followedBySpace = next === undefined || /\s/u.test(next);
    if (!followedBySpace && !noSpaceEnders.test(match[0])) continue;
    if (match[0] === '.' && isAbbreviationOrInitial(paragraph.slice(0, match.index))) continue;
    if (end < paragraph.length) cuts.push(end);
  }
  for (const newline of paragraph.matchAll(/\n/g)) cuts.push(newline.index + 1);
  return [...new Set(cuts)].sort((a, b) => a - b);
}

function isAbbreviationOrInitial(before: string): boolean {
  const lastWord = /([\p{L}.]+)$/u.exec(before)?.[1] ?? '';
  if (lastWord.length === 1 && /\p{Lu}/u.test(lastWord)) return true;
  if (dottedInitials.test(lastWord)) return true;
  return abbreviations.has(lastWord.toLowerCase());
}

function limitLength(piece: string, offset: number, maxChars: number): { text: string; start: number }[] {
  const parts: { text: string; start: number }[] = [];
  let rest = piece;
  let start = offset;
  while (rest.trim().length > maxChars) {
    const window = rest.slice(0, maxChars);
    const clause = Math.max(...[',', ';', ':', '、', '，', '；', '：'].map((mark) => window.lastIndexOf(mark)));
    const space = window.lastIndexOf(' ');
    const cut = clause > maxChars / 3 ? clause + 1 : space > maxChars / 3 ? space + 1 : maxChars;
    parts.push({ text: rest.slice(0, cut), start });
    rest = rest.slice(cut);
    start += cut;
  }
  parts.push({ text: rest, start });
  return parts;
}
