const wideCharacter = /[\u1100-\u11ff\u2e80-\u303f\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/** CJK and full-width characters: written without spaces, about twice as wide as Latin letters. */
export function isWideCharacter(character: string): boolean {
  return wideCharacter.test(character);
}

/** Caption length in Latin-letter widths: wide characters count 2. */
export function getCaptionWeight(text: string): number {
  let weight = 0;
  for (const character of text) weight += isWideCharacter(character) ? 2 : 1;
  return weight;
}

/** Joins words with a space, except next to CJK text, which uses none. */
export function joinCaptionWords(words: readonly string[]): string {
  let joined = '';
  for (const rawWord of words) {
    const word = rawWord.trim();
    if (!word) continue;
    const previous = joined.at(-1);
    const needsSpace = joined !== '' && !isWideCharacter(previous ?? '') && !isWideCharacter(word[0] ?? '');
    joined += needsSpace ? ` ${word}` : word;
  }
  return joined;
}

const fullWidthPunctuation = /^[\uff01-\uff0f\uff1a-\uff20\u3001-\u3003]+$/;

/**
 * Splits text into the units a line or caption may break between: words
 * (with the spaces that follow them) and single CJK characters (with
 * full-width punctuation kept on the character before it). Concatenating
 * the units gives back the text.
 */
export function splitCaptionUnits(text: string): string[] {
  const units: string[] = [];
  let unit = '';
  let isAfterSpace = false;
  for (const character of text) {
    const isSpace = /\s/.test(character);
    const startsUnit =
      unit !== '' &&
      !isSpace &&
      (isAfterSpace ||
        (isWideCharacter(character) && !fullWidthPunctuation.test(character)) ||
        (isWideCharacter(unit.at(-1) ?? '') && !fullWidthPunctuation.test(character)));
    if (startsUnit) {
      units.push(unit);
      unit = '';
    }
    unit += character;
    isAfterSpace = isSpace;
  }
  if (unit) units.push(unit);
  return units;
}

/** Units back into text, without the spaces at either end. */
export function joinCaptionUnits(units: readonly string[]): string {
  return units.join('').trim();
}

export function endsSentence(word: string): boolean {
  return /[.!?。！？…]["'”’)]?$/.test(word.trim());
}

/** A comma, semicolon, colon or dash at the end: a clause ends, a place a caption may break. */
export function endsClause(word: string): boolean {
  return /[,;:，；：、—–]["'”’)]?$/.test(word.trim());
}
