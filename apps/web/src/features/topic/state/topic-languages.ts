import type { ScriptOptions } from '@talkreel/contract';
import { formatLanguageChoice, formatLanguageName } from '../../../ui/language-names/format-language-name.ts';

type LanguageOption = ScriptOptions['languages'][number];

/** One entry of the language select: the name in the UI's language, with the native one when it differs. */
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

/**
 * Spec §3: every language, in the server's order, with those the server
 * cannot write topics in set apart (without a language model only English
 * and Chinese), so that none is silently written in English instead.
 */
export function topicLanguageChoicesOf(languages: readonly LanguageOption[], topicLanguages: readonly string[], uiLanguage: string): TopicLanguageChoices {
  const writable: TopicLanguageItem[] = [];
  const needsModel: TopicLanguageItem[] = [];
  for (const language of languages)
    (topicLanguages.includes(language.value) ? writable : needsModel).push({ value: language.value, label: formatLanguageChoice(language, uiLanguage) });
  return { writable, needsModel };
}

/** A language value's name in the UI's language (`french` → French / 法语); the value itself when the server does not list it. */
export function languageLabelOf(languages: readonly LanguageOption[], value: string, uiLanguage: string): string {
  const language = languages.find((candidate) => candidate.value === value);
  return language ? formatLanguageName(language.value, uiLanguage, language.label) : value;
}

const LATIN_BEFORE_HAN = /([A-Za-z0-9)])(?=[\u3400-\u9fff])/gu;
const HAN_BEFORE_LATIN = /([\u3400-\u9fff])(?=[A-Za-z0-9(])/gu;

/**
 * Language names as one phrase in the interface's language ('English and
 * Chinese', '英语和中文'). A Latin name left in Chinese text (one the browser
 * could not translate) gets a space on each side, as Chinese typesetting
 * spaces Latin words.
 */
export function formatLanguageList(labels: readonly string[], locale: string, type: 'conjunction' | 'disjunction'): string {
  const list = new Intl.ListFormat(locale, { type }).format(labels);
  return locale.toLowerCase().startsWith('zh') ? list.replace(LATIN_BEFORE_HAN, '$1 ').replace(HAN_BEFORE_LATIN, '$1 ') : list;
}
