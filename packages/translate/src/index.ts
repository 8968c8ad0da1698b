export {
  TranslationError,
  maxTranslationCharacters,
  type TextTranslator,
  type TranslationErrorCode,
  type TranslationRequest,
  type TranslationResult,
} from './text-translator.ts';
export { createTextTranslators, type TextTranslatorOptions, type TextTranslatorSet } from './create-text-translators.ts';
export { TRANSLATION_LANGUAGES, translationLanguage, type TranslationLanguage } from './language/translation-languages.ts';
export { detectLanguage } from './language/detect-language.ts';
