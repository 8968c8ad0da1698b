import { measureSpokenSeconds, type ScriptLanguage } from '@talkreel/writer';

/**
 * A turn says at most about a minute (150 English words, 250 Chinese
 * characters): past that one host holds a monologue the other sits through.
 */
const maxTurnSeconds = 60;
/**
 * And holds at most this many characters, whatever they say: text the
 * speaking rate does not count (digits, symbols) must not make a turn past
 * the 4,000 characters one may hold.
 */
const maxTurnCharacters = 2_000;
/** A run without spaces longer than this (Chinese, or no words at all) is cut every so many characters. */
const maxUnbrokenCharacters = 200;

const sentenceSegmenters = new Map<string, Intl.Segmenter>();

/**
 * One speaker's paragraph as turns: itself when it is short enough, else
 * cut after sentences (Intl.Segmenter's, for the podcast's language) into
 * turns of at most a minute; a sentence longer than that on its own is cut
 * between words. The words are the paragraph's, in order.
 */
export function splitLongTurn(text: string, language: ScriptLanguage): string[] {
  if (text.length <= maxTurnCharacters && measureSpokenSeconds(text, language) <= maxTurnSeconds) return [text];
  const pieces = splitSentences(text, language.locale).flatMap((sentence) => (isTooLong(sentence, language) ? splitWords(sentence) : [sentence]));
  const turns: string[] = [];
  let turn = '';
  let turnSeconds = 0;
  for (const piece of pieces) {
    const seconds = measureSpokenSeconds(piece, language);
    if (turn.trim() && (turnSeconds + seconds > maxTurnSeconds || turn.length + piece.length > maxTurnCharacters)) {
      turns.push(turn.trim());
      turn = '';
      turnSeconds = 0;
    }
    turn += piece;
    turnSeconds += seconds;
  }
  if (turn.trim()) turns.push(turn.trim());
  return turns;
}

function isTooLong(text: string, language: ScriptLanguage): boolean {
  return text.length > maxTurnCharacters || measureSpokenSeconds(text, language) > maxTurnSeconds;
}

/** Sentences with the spaces after them, so that joined again they are the text as it was. */
function splitSentences(text: string, locale: string): string[] {
  let segmenter = sentenceSegmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
    sentenceSegmenters.set(locale, segmenter);
  }
  return [...segmenter.segment(text)].map(({ segment }) => segment);
}

/** Words with the spaces after them; a run without spaces cut every `maxUnbrokenCharacters` characters. */
function splitWords(sentence: string): string[] {
  return (sentence.match(/\S+\s*/gu) ?? []).flatMap((word) => {
    const characters = [...word];
    if (characters.length <= maxUnbrokenCharacters) return [word];
    const parts: string[] = [];
    for (let start = 0; start < characters.length; start += maxUnbrokenCharacters) parts.push(characters.slice(start, start + maxUnbrokenCharacters).join(''));
    return parts;
  });
}
