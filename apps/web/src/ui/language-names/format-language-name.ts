import { LANGUAGE_TAGS } from './language-tags.ts';

/** 'traditional chinese' → 'Traditional Chinese'. */
function titleCaseWords(text: string): string {
  return text.replace(/(^|[\s-])(\p{L})/gu, (_match, separator: string, letter: string) => separator + letter.toUpperCase());
}

/**
 * A catalogue language value in the UI's language ('traditional-chinese' →
 * 'Traditional Chinese' / '繁体中文', 'english' → 'English' / '英语'), from
 * the browser's own language names. A value without a known tag (or an
 * engine without names) gets `fallbackLabel` (the server's English label),
 * else the value cased, never raw.
 */
export function formatLanguageName(value: string, uiLanguage: string, fallbackLabel?: string): string {
  const tag = LANGUAGE_TAGS[value];
  if (tag) {
    try {
      const name = new Intl.DisplayNames([uiLanguage], { type: 'language', fallback: 'none' }).of(tag);
      if (name) return uiLanguage.startsWith('en') ? name.charAt(0).toUpperCase() + name.slice(1) : name;
    } catch {
      // An engine without language names: the label below.
    }
  }
  return fallbackLabel ?? titleCaseWords(value.replace(/-/g, ' '));
}

/** A language of the server's list (script options): its value, English label and native name. */
export interface LanguageChoice {
  value: string;
  label: string;
  native_label: string;
}

/**
 * A language select's label: the name in the UI's language, then the native
 * name when it differs ('French · Français', '法语 · Français', '中文').
 */
export function formatLanguageChoice(language: LanguageChoice, uiLanguage: string): string {
  const name = formatLanguageName(language.value, uiLanguage, language.label);
  const hasNativeLabel = language.native_label !== '' && language.native_label !== name;
  return hasNativeLabel ? `${name} · ${language.native_label}` : name;
}
