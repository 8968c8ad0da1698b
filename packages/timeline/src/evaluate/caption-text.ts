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

/** Splits text into words and single CJK characters, the units a caption may break between. */
export function splitCaptionUnits(text: string): string[] {
  const units: string[] = [];
  let word = '';
  for (const character of text) {
    if (/\s/.test(character)) {
      if (word) units.push(word);
      word = '';
    } else if (isWideCharacter(character) && !/[\uff01-\uff0f\uff1a-\uff20\u3001-\u3003]/.test(character)) {
      if (word) units.push(word);
      units.push(character);
      word = '';
    } else {
      word += character;
    }
  }
  if (word) units.push(word);
  return mergeTrailingPunctuation(units);
}

/** Full-width punctuation stays with the character before it. */
function mergeTrailingPunctuation(units: string[]): string[] {
  const merged: string[] = [];
  for (const unit of units) {
    if (merged.length > 0 && /^[\uff01-\uff0f\uff1a-\uff20\u3001-\u3003]+$/.test(unit)) merged[merged.length - 1] += unit;
    else merged.push(unit);
  }
  return merged;
}

export function endsSentence(word: string): boolean {
  return /[.!?。！？…]["'”’)]?$/.test(word.trim());
}
