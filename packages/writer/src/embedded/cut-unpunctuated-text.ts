import type { ScriptLanguage } from '../language/script-language.ts';

/** About 8 seconds of speech: the length of a spoken sentence. */
const pieceSeconds = 8;
const wordSegmenters = new Map<string, Intl.Segmenter>();
/** Up to 1,000 characters ending at a space (or 1,000 characters of text without spaces). */
const partOfParagraph = /[\s\S]{1,1000}(?:\s|$)|[\s\S]{1,1000}/gu;

/**
 * Text without sentence punctuation (a video's automatic captions) cut into
 * sentence-long pieces, at word boundaries (Intl.Segmenter's, so Chinese is
 * not cut inside a word), each closed with a full stop so that it is said
 * as a sentence. The words are the source's; only the stops are added.
 */
export function cutUnpunctuatedText(paragraphs: readonly string[], language: ScriptLanguage): string[] {
  let segmenter = wordSegmenters.get(language.locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language.locale, { granularity: 'word' });
    wordSegmenters.set(language.locale, segmenter);
  }
  const pieceUnits = Math.round((pieceSeconds / 60) * language.unitsPerMinute);
  const characters = language.lengthUnit === 'characters';
  const stop = characters && !language.locale.startsWith('ko') ? '。' : '.';
  const pieces: string[] = [];
  for (const paragraph of paragraphs) {
    let piece = '';
    let units = 0;
    // The segmenter slows down with the string's length: it walks the paragraph a part at a time.
    for (const part of paragraph.match(partOfParagraph) ?? []) {
      for (const { segment, isWordLike } of segmenter.segment(part)) {
        piece += segment;
        if (isWordLike) units += characters ? [...segment].length : 1;
        if (units >= pieceUnits && !isWordLike) {
          pieces.push(close(piece, stop));
          piece = '';
          units = 0;
        }
      }
    }
    if (piece.trim()) pieces.push(close(piece, stop));
  }
  return pieces.filter(Boolean);
}

function close(piece: string, stop: string): string {
  const text = piece.trim().replace(/[,，、;；:：\s]+$/u, '');
  if (!text) return '';
  return /[.!?…。！？]$/u.test(text) ? text : `${text}${stop}`;
}
