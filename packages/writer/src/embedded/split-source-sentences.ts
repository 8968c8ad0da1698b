import type { ScriptLanguage } from '../language/script-language.ts';
import { measureSpokenUnits } from '../language/spoken-length.ts';
import { cutUnpunctuatedText } from './cut-unpunctuated-text.ts';
import { endsWithAbbreviation } from './ends-with-abbreviation.ts';
import { readSourceParagraphs } from './read-source-paragraphs.ts';

/** A sentence of the source that can be said aloud as it is. */
export interface SourceSentence {
  text: string;
  /** Its place among the source's speakable sentences, from 0: the order they are said in. */
  position: number;
  /** Its spoken length in the language's units (words or characters). */
  units: number;
}

/** A sentence ends with one of these, then closing quotes or brackets; a line without one is a heading, a caption or a menu. */
const terminated = /[.!?…。！？؟।۔።]["'”’»)\]」』）]*$/u;
/**
 * Limits of a sentence said whole by one host: below them it is a fragment
 * ("Photo: AP."), above them a run-on a listener cannot follow.
 */
const sentenceLimits = { words: { min: 5, max: 70 }, characters: { min: 10, max: 140 } } as const;

/** Chinese and Japanese put no spaces between words: one left by a line break or a tag next to a character or its punctuation goes (Korean keeps its spaces). */
const spaceBesideHanOrKana =
  / (?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef])|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]) /gu;

const maxChunkCharacters = 2000;
/** See `isUnpunctuated`. */
const minimumPunctuatedShare = 1 / 3;
const bracketPairs = [
  ['(', ')'],
  ['（', '）'],
  ['[', ']'],
  ['【', '】'],
  ['「', '」'],
  ['『', '』'],
  ['《', '》'],
] as const;

const sentenceSegmenters = new Map<string, Intl.Segmenter>();

/**
 * The speakable sentences of a source, in order: its paragraphs (wrapped
 * lines joined, see `readSourceParagraphs`) split by Intl.Segmenter for the
 * language's locale (so 。！？ end Chinese sentences and Thai is cut by its
 * dictionary), rejoined where the segmenter cut after an abbreviation or an
 * initial ("Mr. Smith", "J. Doe"), or after a quotation that the sentence
 * goes on from (“…？”这样的问题。). Headings, captions, fragments and
 * run-ons are left out. A text without punctuation (automatic captions) is
 * cut into sentence-long pieces instead.
 */
export function splitSourceSentences(sourceText: string, language: ScriptLanguage): SourceSentence[] {
  const paragraphs = readSourceParagraphs(sourceText);
  let segmenter = sentenceSegmenters.get(language.locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language.locale, { granularity: 'sentence' });
    sentenceSegmenters.set(language.locale, segmenter);
  }
  let pieces: string[] = [];
  let pending = '';
  const flush = () => {
    const piece = pending.replace(/\s+/gu, ' ').replace(spaceBesideHanOrKana, '').trim();
    if (piece) pieces.push(piece);
    pending = '';
  };
  // A paragraph's end ends a sentence (a heading, a list item).
  for (const paragraph of paragraphs) {
    for (const chunk of chunkParagraph(paragraph)) {
      for (const { segment } of segmenter.segment(chunk)) {
        pending += segment;
        if (!endsInsideSentence(pending)) flush();
      }
    }
    flush();
  }
  if (isUnpunctuated(pieces, paragraphs, language)) pieces = cutUnpunctuatedText(paragraphs, language);
  const limits = sentenceLimits[language.lengthUnit];
  const sentences: SourceSentence[] = [];
  for (const piece of pieces.map(closeQuotes)) {
    if (!terminated.test(piece) || piece.includes('@') || !hasBalancedBrackets(piece)) continue;
    const units = measureSpokenUnits(piece, language);
    if (units < limits.min || units > limits.max) continue;
    sentences.push({ text: piece, position: sentences.length, units });
  }
  return sentences;
}

/** An unclosed bracket marks a fragment cut out of a page (a link's label, a credit line). */
function hasBalancedBrackets(sentence: string): boolean {
  return bracketPairs.every(([open, close]) => sentence.split(open).length === sentence.split(close).length);
}

/**
 * A quotation of several sentences opens in one and closes in another: each
 * is kept, without quotation marks that would be left open.
 */
function closeQuotes(sentence: string): string {
  let text = sentence;
  if (text.split('“').length !== text.split('”').length) text = text.replace(/[“”]/gu, '');
  if (text.split('"').length % 2 === 0) text = text.replace(/"/gu, '');
  return text.trim();
}

/**
 * V8's segmenter slows down with the length of the string it walks (70,000
 * characters: 150 ms by sentences, seconds by words), so a long paragraph is
 * cut first after sentence punctuation and a space, into pieces the
 * segmenter then splits properly (and `endsInsideSentence` rejoins).
 */
function chunkParagraph(paragraph: string): string[] {
  if (paragraph.length <= maxChunkCharacters) return [paragraph];
  const chunks: string[] = [];
  let start = 0;
  while (paragraph.length - start > maxChunkCharacters) {
    const window = paragraph.slice(start, start + maxChunkCharacters);
    const lastBreak = Math.max(...[...window.matchAll(/[.!?。！？]\s+/gu)].map((match) => match.index + match[0].length));
    const cut = lastBreak > maxChunkCharacters / 4 ? lastBreak : maxChunkCharacters;
    chunks.push(paragraph.slice(start, start + cut));
    start += cut;
  }
  chunks.push(paragraph.slice(start));
  return chunks;
}

/**
 * Automatic captions have no punctuation: when under a third of the text
 * is in pieces that end like sentences, the segmenter found none worth
 * the name (a long run-on per paragraph).
 */
function isUnpunctuated(pieces: readonly string[], paragraphs: readonly string[], language: ScriptLanguage): boolean {
  const totalUnits = paragraphs.reduce((sum, paragraph) => sum + measureSpokenUnits(paragraph, language), 0);
  if (totalUnits === 0) return false;
  const punctuatedUnits = pieces.filter((piece) => terminated.test(piece)).reduce((sum, piece) => sum + measureSpokenUnits(piece, language), 0);
  return punctuatedUnits < totalUnits * minimumPunctuatedShare;
}

/** Whether the segmenter cut where the sentence goes on. */
function endsInsideSentence(text: string): boolean {
  if (endsWithAbbreviation(text)) return true;
  // A quoted question or exclamation inside a CJK sentence: the sentence goes on after the closing quote.
  return /[？！][”」』]$/u.test(text.trimEnd());
}
