/**
 * BCP 47 tags of the catalogue's language values (content/voices/languages.json),
 * so that the browser's Intl.DisplayNames names each language in the UI's
 * language ('Traditional Chinese', '繁体中文'). Mostly the locale's language
 * subtag; the three Chinese values need a script or their own language tag.
 */
export const VOICE_LANGUAGE_TAGS: Readonly<Record<string, string>> = {
  english: 'en', chinese: 'zh', 'traditional-chinese': 'zh-Hant', cantonese: 'yue', japanese: 'ja', korean: 'ko', spanish: 'es',
  french: 'fr', german: 'de', portuguese: 'pt', italian: 'it', russian: 'ru', arabic: 'ar', hindi: 'hi', bengali: 'bn', urdu: 'ur',
  indonesian: 'id', malay: 'ms', turkish: 'tr', vietnamese: 'vi', thai: 'th', persian: 'fa', polish: 'pl', ukrainian: 'uk',
  dutch: 'nl', romanian: 'ro', greek: 'el', czech: 'cs', hungarian: 'hu', swedish: 'sv', danish: 'da', finnish: 'fi',
  norwegian: 'nb', slovak: 'sk', bulgarian: 'bg', croatian: 'hr', serbian: 'sr', slovenian: 'sl', lithuanian: 'lt', latvian: 'lv',
  estonian: 'et', hebrew: 'he', swahili: 'sw', tamil: 'ta', telugu: 'te', marathi: 'mr', gujarati: 'gu', kannada: 'kn',
  malayalam: 'ml', punjabi: 'pa', nepali: 'ne', sinhala: 'si', burmese: 'my', amharic: 'am', azerbaijani: 'az', kazakh: 'kk',
  uzbek: 'uz', georgian: 'ka', armenian: 'hy', albanian: 'sq', catalan: 'ca', afrikaans: 'af', macedonian: 'mk',
};

/** The catalogue language (value and catalogue label) the voice library opens on, for each UI language. */
export const UI_LANGUAGE_VOICE_LANGUAGE: Readonly<Record<string, { value: string; label: string }>> = {
  en: { value: 'english', label: 'English' },
  'zh-CN': { value: 'chinese', label: 'Chinese' },
};
