import type { ScriptOptions } from '@talkreel/contract';

type LanguageOption = ScriptOptions['languages'][number];

/** One entry of the language select: the English name, with the native one when it differs. */
export interface TopicLanguageItem {
  value: string;
  label: string;
}

/** The languages split by whether topic scripts can be written in them on this server. */
export interface TopicLanguageChoices {
  writable: TopicLanguageItem[];
  /** Shown disabled: they need a configured language model. */
  needsModel: TopicLanguageItem[];
}

/** Before the options arrive: the default language alone. */
export const FALLBACK_LANGUAGE: LanguageOption = { value: 'english', label: 'English', native_label: 'English' };

function itemOf(language: LanguageOption): TopicLanguageItem {
  const hasNativeLabel = language.native_label !== '' && language.native_label !== language.label;
  return { value: language.value, label: hasNativeLabel ? `${language.label} · ${language.native_label}` : language.label };
}

/**
 * Spec §3: every language, in the server's order, with those the server
 * cannot write topics in set apart (without a language model only English
 * and Chinese), so that none is silently written in English instead.
 */
export function topicLanguageChoicesOf(languages: readonly LanguageOption[], topicLanguages: readonly string[]): TopicLanguageChoices {
  const writable: TopicLanguageItem[] = [];
  const needsModel: TopicLanguageItem[] = [];
  for (const language of languages) (topicLanguages.includes(language.value) ? writable : needsModel).push(itemOf(language));
  return { writable, needsModel };
}

/** The English name of a language value (`french` → French), or the value itself when unknown. */
export function languageLabelOf(languages: readonly LanguageOption[], value: string): string {
  return languages.find((language) => language.value === value)?.label ?? value;
}

const LATIN_BEFORE_HAN = /([A-Za-z0-9)])(?=[\u3400-\u9fff])/gu;
const HAN_BEFORE_LATIN = /([\u3400-\u9fff])(?=[A-Za-z0-9(])/gu;

/**
 * Language names as one phrase in the interface's language ('English and
 * Chinese', 'English or Chinese'). In Chinese the English names get a space
 * on each side (English 和 Chinese), as Chinese typesetting spaces Latin words.
 */
export function formatLanguageList(labels: readonly string[], locale: string, type: 'conjunction' | 'disjunction'): string {
  const list = new Intl.ListFormat(locale, { type }).format(labels);
  return locale.toLowerCase().startsWith('zh') ? list.replace(LATIN_BEFORE_HAN, '$1 ').replace(HAN_BEFORE_LATIN, '$1 ') : list;
}
