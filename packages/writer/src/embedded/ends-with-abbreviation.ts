/** Titles and short forms after which a full stop does not end a sentence (ICU's segmenter splits there). */
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
  'no',
  'fig',
  'gen',
  'gov',
  'sen',
  'rep',
  'lt',
  'col',
  'capt',
  'e.g',
  'i.e',
]);

/** Whether the text's last full stop is that of a title, a short form or an initial ("Mr.", "e.g.", "J."): the sentence goes on. */
export function endsWithAbbreviation(text: string): boolean {
  const lastWord = /([\p{L}.]+)\.$/u.exec(text.trimEnd())?.[1];
  if (lastWord === undefined) return false;
  return /^\p{Lu}$/u.test(lastWord) || abbreviations.has(lastWord.toLowerCase());
}
