import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { WriterError } from '../script-types.ts';

/** A language as the writers need it: where to find its words and how fast it is spoken. */
export interface ScriptLanguage {
  /** The request's value: `english`, `traditional-chinese`, or the BCP 47 tag it was given as. */
  value: string;
  /** English name for prompts: `Traditional Chinese`. */
  label: string;
  /** Its own name: `繁體中文`. */
  nativeLabel: string;
  /** BCP 47, for Intl.Segmenter: `zh-TW`. */
  locale: string;
  /** The Unicode scripts its text is written in (`Han`, `Hiragana`, `Latin` ...), to tell whether a source is in this language's writing. */
  scripts: string[];
  /**
   * How spoken length is counted: words for languages written with spaces
   * (and Thai, Burmese, Khmer, Lao, which Intl.Segmenter splits into words
   * by dictionary), characters for Chinese, Japanese and Korean, whose
   * speaking rate is measured in syllables and a character is one.
   */
  lengthUnit: 'words' | 'characters';
  /** The speaking rate in `lengthUnit`s per minute; see `speakingRatePerMinute`. */
  unitsPerMinute: number;
  /** Which built-in phrasing the embedded writer has for it; `none`: the source's own sentences only. */
  phrasing: 'english' | 'simplified-chinese' | 'traditional-chinese' | 'none';
}

/**
 * Speaking rates, in units a minute. 150 words: the usual figure for
 * presenters and podcasts (130–170). Chinese 250 characters (a character is
 * a syllable; news reading runs 240–300). Japanese 300 characters: the
 * broadcasters' rule of thumb of 300 字 a minute for narration. Korean 280
 * syllables (one Hangul block is one syllable; read speech is measured at
 * 4.5–5 syllables a second).
 */
export const speakingRatePerMinute = { words: 150, chinese: 250, japanese: 300, korean: 280 } as const;

const CatalogueSchema = z.array(z.object({ value: z.string(), label: z.string(), native_label: z.string(), locale: z.string() }));
type CatalogueLanguage = z.infer<typeof CatalogueSchema>[number];

/** content/voices/languages.json: the product's one list of languages (the form values and their locales). */
const catalogueUrl = new URL('../../../../content/voices/languages.json', import.meta.url);
let catalogue: Map<string, CatalogueLanguage> | undefined;

function readCatalogue(): Map<string, CatalogueLanguage> {
  catalogue ??= new Map(CatalogueSchema.parse(JSON.parse(readFileSync(catalogueUrl, 'utf8'))).map((language) => [language.value, language]));
  return catalogue;
}

/** Intl names the writing system of a locale in ISO 15924; these are the ones that mix several Unicode scripts. */
const scriptsOfWritingSystem: Record<string, string[]> = {
  Jpan: ['Han', 'Hiragana', 'Katakana'],
  Kore: ['Hangul', 'Han'],
  Hans: ['Han'],
  Hant: ['Han'],
};

/**
 * The language of a request: a value of the product's list (`english`,
 * `chinese`, `traditional-chinese`) or a BCP 47 tag (`pt-BR`). Anything
 * else is an invalid request.
 */
export function getScriptLanguage(value: string): ScriptLanguage {
  const listed = readCatalogue().get(value.trim().toLowerCase());
  let locale: string;
  try {
    locale = listed?.locale ?? Intl.getCanonicalLocales(value.trim())[0] ?? '';
  } catch {
    locale = '';
  }
  // A well-formed tag of no known language ("klingon") is no better known than a misspelt value.
  const englishName = locale ? new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(locale) : undefined;
  if (!englishName) throw new WriterError('invalid_request', `Unknown language "${value}".`);
  const tag = new Intl.Locale(locale).maximize();
  const ownName = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? englishName;
  const script = tag.script ?? 'Latn';
  const characters = tag.language === 'zh' || tag.language === 'yue' || tag.language === 'ja' || tag.language === 'ko';
  return {
    value: listed?.value ?? locale,
    label: listed?.label ?? englishName,
    nativeLabel: listed?.native_label ?? ownName,
    locale,
    scripts: scriptsOfWritingSystem[script] ?? [script],
    lengthUnit: characters ? 'characters' : 'words',
    unitsPerMinute:
      tag.language === 'ja'
        ? speakingRatePerMinute.japanese
        : tag.language === 'ko'
          ? speakingRatePerMinute.korean
          : characters
            ? speakingRatePerMinute.chinese
            : speakingRatePerMinute.words,
    phrasing: phrasingOf(tag),
  };
}

/** Cantonese (zh-HK, Traditional) is written differently from Mandarin: it gets the source's sentences only. */
function phrasingOf(tag: Intl.Locale): ScriptLanguage['phrasing'] {
  if (tag.language === 'en') return 'english';
  if (tag.language === 'zh' && tag.script === 'Hans') return 'simplified-chinese';
  if (tag.language === 'zh' && tag.script === 'Hant' && tag.region !== 'HK' && tag.region !== 'MO') return 'traditional-chinese';
  return 'none';
}

/**
 * The share (0–1) of a text written in the language's scripts: its own
 * letters count one each, a run of letters in another script (a Latin name
 * inside Chinese) counts one, so names and borrowed words do not make a
 * text foreign. Digits, punctuation and symbols are not counted; a text
 * without letters gives 0.
 */
export function measureScriptShare(text: string, language: ScriptLanguage): number {
  const own = new RegExp(language.scripts.map((script) => `\\p{Script=${script}}`).join('|'), 'u');
  let ownLetters = 0;
  let foreignRuns = 0;
  let inForeignRun = false;
  for (const character of text) {
    const isLetter = /\p{L}/u.test(character);
    const isOwn = isLetter && own.test(character);
    if (isOwn) ownLetters += 1;
    if (isLetter && !isOwn && !inForeignRun) foreignRuns += 1;
    inForeignRun = isLetter && !isOwn;
  }
  return ownLetters + foreignRuns === 0 ? 0 : ownLetters / (ownLetters + foreignRuns);
}
