import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LanguageListSchema, type Language } from './language-schema.ts';

/** content/voices/ of this repository: languages.json and the public voice files. */
export const defaultVoiceContentDirectory = fileURLToPath(new URL('../../../../content/voices/', import.meta.url));

const cache = new Map<string, Language[]>();

/** The languages of content/voices/languages.json, validated; read once per directory. */
export function getLanguages(contentDirectory = defaultVoiceContentDirectory): Language[] {
  let languages = cache.get(contentDirectory);
  if (!languages) {
    const raw: unknown = JSON.parse(readFileSync(`${contentDirectory}/languages.json`, 'utf8'));
    languages = LanguageListSchema.parse(raw);
    cache.set(contentDirectory, languages);
  }
  return languages;
}

/** The language with this form value (`english`); throws when there is none. */
export function getLanguage(value: string, contentDirectory = defaultVoiceContentDirectory): Language {
  const language = getLanguages(contentDirectory).find((candidate) => candidate.value === value);
  if (!language) throw new Error(`Unknown language "${value}"`);
  return language;
}

/** eSpeak NG codes that are not usable as locales for segmentation and normalisation. */
const espeakCodeLocales: Readonly<Record<string, string>> = { cmn: 'zh-CN', yue: 'zh-HK', 'es-419': 'es-MX' };

/**
 * A BCP 47 tag for a form value (`english` → en-US), an eSpeak code
 * (`cmn` → zh-CN) or a tag (returned in canonical case).
 */
export function resolveLocale(languageOrTag: string, contentDirectory = defaultVoiceContentDirectory): string {
  const language = getLanguages(contentDirectory).find((candidate) => candidate.value === languageOrTag.toLowerCase());
  if (language) return language.locale;
  const mapped = espeakCodeLocales[languageOrTag.toLowerCase()];
  if (mapped) return mapped;
  try {
    return Intl.getCanonicalLocales(languageOrTag)[0] ?? 'en-US';
  } catch {
    throw new Error(`"${languageOrTag}" is neither a language value nor a BCP 47 tag`);
  }
}
