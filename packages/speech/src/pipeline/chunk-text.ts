import { splitSentences } from '../text/split-sentences.ts';

/** A piece of text for one request to a cloud service. */
export interface TextChunk {
  text: string;
  /** Silence to put after this chunk's audio at rate 1. */
  pauseAfterMs: number;
}

const sentencePauseMs = 380;
const paragraphPauseMs = 750;

/**
 * Groups whole sentences into chunks of at most `maxChars` (a longer
 * sentence is cut at a clause boundary by `splitSentences`). Services have
 * input limits, and alignment cost grows with the square of chunk length.
 * A chunk ends at every paragraph end, where the pause is longer.
 */
export function chunkText(text: string, maxChars: number): TextChunk[] {
  const chunks: TextChunk[] = [];
  let current: string[] = [];
  let length = 0;
  const sentences = splitSentences(text, { maxChars });
  sentences.forEach((sentence, index) => {
    if (current.length > 0 && length + 1 + sentence.text.length > maxChars) {
      chunks.push({ text: current.join(' '), pauseAfterMs: sentencePauseMs });
      current = [];
      length = 0;
    }
    current.push(sentence.text);
    length += sentence.text.length + 1;
    const isLast = index === sentences.length - 1;
    if (sentence.endsParagraph || isLast) {
      chunks.push({ text: current.join(' '), pauseAfterMs: isLast ? 0 : paragraphPauseMs });
      current = [];
      length = 0;
    }
  });
  return chunks;
}
