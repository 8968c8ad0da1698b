import type { WordTiming } from '../speech-engine.ts';
import { segmentWords } from '../text/segment-words.ts';

/** The character alignment of ElevenLabs' `with-timestamps` responses. */
export interface CharacterAlignment {
  characters: string[];
  character_start_times_seconds: number[];
  character_end_times_seconds: number[];
}

/**
 * Words of `text` (as `segmentWords` cuts them) timed from the character
 * alignment: a word runs from its first character's start to its last
 * character's end. The characters are those of the request text; each word
 * is looked up from where the previous one ended, so a service that drops or
 * adds a character shifts nothing after it.
 */
export function wordsFromCharacterAlignment(text: string, locale: string, alignment: CharacterAlignment): WordTiming[] {
  const spoken = alignment.characters.join('');
  const offsets: number[] = [];
  let position = 0;
  for (const character of alignment.characters) {
    offsets.push(position);
    position += character.length;
  }
  const characterAt = (stringIndex: number) => {
    let low = 0;
    let high = offsets.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((offsets[middle] as number) <= stringIndex) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  let searchFrom = 0;
  let previousEndMs = 0;
  return segmentWords(text, locale).map((word) => {
    const found = spoken.indexOf(word.text, searchFrom);
    if (found < 0 || alignment.characters.length === 0) return { text: word.text, startMs: previousEndMs, endMs: previousEndMs };
    searchFrom = found + word.text.length;
    const first = characterAt(found);
    const last = characterAt(found + word.text.length - 1);
    const startMs = Math.max(previousEndMs, (alignment.character_start_times_seconds[first] ?? 0) * 1000);
    const endMs = Math.max(startMs, (alignment.character_end_times_seconds[last] ?? 0) * 1000);
    previousEndMs = endMs;
    return { text: word.text, startMs, endMs };
  });
}
