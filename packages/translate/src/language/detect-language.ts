import { franc } from 'franc-min';
import { toIso6391 } from './iso-639.ts';
import { TRANSLATION_LANGUAGES } from './translation-languages.ts';

/**
 * franc-min's languages (ISO 639-3) that are also translation targets. The
 * detector only chooses among these: a short English sentence is otherwise
 * often taken for Fulfulde or Malagasy, languages the product does not offer.
 * Hebrew, Georgian and Armenian are not in franc-min (no answer for them).
 */
const candidates = [
  ...['spa', 'eng', 'por', 'ind', 'fra', 'deu', 'vie', 'ita', 'tur', 'pol', 'swh', 'ron', 'hrv', 'nld', 'srp', 'uzn', 'zlm', 'hun'],
  ...['azj', 'ces', 'swe', 'rus', 'ukr', 'bul', 'kaz', 'arb', 'urd', 'pes', 'hin', 'mar', 'npi', 'cmn', 'ben', 'jpn', 'kor', 'tel'],
  ...['tam', 'guj', 'kan', 'mal', 'mya', 'pan', 'amh', 'tha', 'sin', 'ell'],
].filter((code) => TRANSLATION_LANGUAGES.some((language) => language.code === toIso6391(code)));

/** Scripts one language owns (franc answers these by script alone): a few characters are enough. */
const singleLanguageScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Greek}]/u;
/** Letters needed before trigrams mean anything, as franc's own default. */
const minLetters = 10;
const minSingleScriptLetters = 2;

/**
 * The language of a text as an ISO 639-1 code, by franc-min's trigram
 * profiles (`zh` for Chinese, which franc calls `cmn`); undefined when the
 * text is too short to tell (under 10 letters, 2 for Chinese, Japanese,
 * Korean, Thai or Greek) or matches none of the candidates.
 */
export function detectLanguage(text: string): string | undefined {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const needed = singleLanguageScript.test(text) ? minSingleScriptLetters : minLetters;
  if (letters < needed) return undefined;
  const code = franc(text, { only: candidates, minLength: 1 });
  return code === 'und' ? undefined : toIso6391(code);
}
