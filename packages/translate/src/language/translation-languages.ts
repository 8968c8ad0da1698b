import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { toIso6391 } from './iso-639.ts';

/** A language the product offers as a translation target. */
export interface TranslationLanguage {
  /** ISO 639-1: `en`, `es`, `zh`, `nb`. */
  code: string;
  /** The English name: `Spanish`. */
  label: string;
  /** The name in the language itself: `Español`. */
  nativeLabel: string;
  /** The `value` in content/voices/languages.json (`spanish`): which voices can read the translation. */
  voiceLanguage: string;
}

const languagesFile = new URL('../../../../content/voices/languages.json', import.meta.url);
const VoiceLanguageListSchema = z.array(
  z.object({ value: z.string().min(1), label: z.string().min(1), native_label: z.string().min(1), locale: z.string().min(2) }),
);

/**
 * Every language of content/voices/languages.json by the ISO 639-1 code of
 * its locale. Where several share a code the first listed is kept:
 * Chinese (zh-CN) stands for `zh`, so Traditional Chinese (zh-TW) and
 * Cantonese (zh-HK), which ISO 639-1 does not tell apart, are not offered.
 */
function readTranslationLanguages(): TranslationLanguage[] {
  const voiceLanguages = VoiceLanguageListSchema.parse(JSON.parse(readFileSync(languagesFile, 'utf8')));
  const byCode = new Map<string, TranslationLanguage>();
  for (const language of voiceLanguages) {
    const code = toIso6391(language.locale);
    if (!code || byCode.has(code)) continue;
    byCode.set(code, { code, label: language.label, nativeLabel: language.native_label, voiceLanguage: language.value });
  }
  return [...byCode.values()];
}

/** The translation targets, in the voice catalogue's order (English, Chinese, Japanese, …). */
export const TRANSLATION_LANGUAGES: readonly TranslationLanguage[] = Object.freeze(readTranslationLanguages());

const byCode = new Map(TRANSLATION_LANGUAGES.map((language) => [language.code, language]));

/** The target language for a code: `es`, `ES`, `es-MX`, `spa` all find Spanish; undefined when the product offers no such target. */
export function translationLanguage(code: string): TranslationLanguage | undefined {
  const iso = toIso6391(code);
  return iso ? byCode.get(iso) : undefined;
}

const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The English name of any ISO 639-1 language (`ha` → `Hausa`), for prompts and messages; undefined when unknown. */
export function languageName(code: string): string | undefined {
  const known = translationLanguage(code);
  if (known) return known.label;
  const iso = toIso6391(code);
  if (!iso) return undefined;
  try {
    return englishNames.of(iso);
  } catch {
    return undefined;
  }
}

/** `Spanish (es)`, or the code alone when it names no language. */
export function describeLanguage(code: string): string {
  const name = languageName(code);
  return name ? `${name} (${code})` : `"${code}"`;
}
