import { segmentWords } from '../text/segment-words.ts';
import { speakWord } from '../text/speak-word.ts';
import { splitSentences } from '../text/split-sentences.ts';

/** A word of an utterance: as written (for timings) and as the engine should read it. */
export interface UtteranceWord {
  text: string;
  spoken: string;
  /** The input between the previous word and this one (spaces, punctuation, symbols), whitespace collapsed. */
  gapBefore: string;
}

/** One sentence, synthesised as one engine call; pauses between utterances are inserted by the pipeline. */
export interface UtteranceText {
  words: UtteranceWord[];
  /** Punctuation after the last word: it shapes the final intonation (question, exclamation). */
  tail: string;
  /** Silence after this utterance at rate 1: longer at a paragraph end, none after the last. */
  pauseAfterMs: number;
}

const sentencePauseMs = 380;
const paragraphPauseMs = 750;

/**
 * Cuts text into utterances of words. `locale` is a BCP 47 tag; its base
 * language selects the normalisation rules of `speakWord`.
 */
export function prepareUtterances(text: string, locale: string): UtteranceText[] {
  const language = locale.split('-')[0]?.toLowerCase() ?? 'en';
  const sentences = splitSentences(text);
  return sentences.map((sentence, index) => {
    const found = segmentWords(sentence.text, locale);
    let cursor = 0;
    const words = found.map((word) => {
      const gapBefore = collapse(sentence.text.slice(cursor, word.start));
      cursor = word.end;
      return { text: word.text, spoken: speakWord(word.text, language), gapBefore };
    });
    const isLast = index === sentences.length - 1;
    return {
      words,
      tail: collapse(sentence.text.slice(cursor)),
      pauseAfterMs: isLast ? 0 : sentence.endsParagraph ? paragraphPauseMs : sentencePauseMs,
    };
  });
}

/** The utterance as plain text for an engine, spoken forms in place of the words. */
export function utteranceToPlainText(utterance: UtteranceText): string {
  return utterance.words.map((word) => `${word.gapBefore}${word.spoken}`).join('') + utterance.tail;
}

function collapse(text: string): string {
  return text.replace(/\s+/gu, ' ');
}
