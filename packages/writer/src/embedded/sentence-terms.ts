import type { ScriptLanguage } from '../language/script-language.ts';

/** English function words: they say nothing about what a sentence is about. Other languages lose theirs by frequency (see `rankSentences`). */
const englishStopwords = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does
  doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just
  me more most my myself no nor not now of off on once only or other our ours ourselves out over own said same say says she should so some such than
  that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while
  who whom why will with would you your yours yourself yourselves mr mrs ms`.split(/\s+/u),
);

const cjkRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const wordSegmenters = new Map<string, Intl.Segmenter>();

/**
 * The terms two sentences can share, to measure how alike they are. For
 * Chinese, Japanese and Korean: character bigrams of each run of
 * characters (no word segmentation needed; a one-character run is its own
 * term), plus the Latin words among them. Otherwise: the words, lowercased,
 * English stopwords dropped and a plural or possessive `s` taken off.
 */
export function extractSentenceTerms(text: string, language: ScriptLanguage): Set<string> {
  const terms = new Set<string>();
  if (language.lengthUnit === 'characters') {
    for (const [run] of text.matchAll(cjkRun)) {
      const characters = [...run];
      if (characters.length === 1) terms.add(run);
      for (let index = 0; index + 1 < characters.length; index += 1) terms.add(characters[index]! + characters[index + 1]!);
    }
    for (const [word] of text.replace(cjkRun, ' ').matchAll(/\p{L}[\p{L}\p{N}]+/gu)) terms.add(word.toLowerCase());
    return terms;
  }
  let segmenter = wordSegmenters.get(language.locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language.locale, { granularity: 'word' });
    wordSegmenters.set(language.locale, segmenter);
  }
  const english = language.phrasing === 'english';
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike || !/\p{L}/u.test(segment)) continue;
    let word = segment.toLocaleLowerCase(language.locale).replace(/['’]s$/u, '');
    if (english) {
      if (englishStopwords.has(word)) continue;
      if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) word = word.slice(0, -1);
    }
    terms.add(word);
  }
  return terms;
}
