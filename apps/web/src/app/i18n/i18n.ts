import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EN_TRANSLATION, ZH_CN_TRANSLATION } from './translations.ts';

export const SUPPORTED_LANGUAGES = ['en', 'zh-CN'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** localStorage key of the language the visitor picked in the top bar. */
const LANGUAGE_KEY = 'talkreel.language';

function isSupportedLanguage(value: string | null): value is SupportedLanguage {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

function initialLanguage(): SupportedLanguage {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (isSupportedLanguage(stored)) return stored;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

export function changeLanguage(language: SupportedLanguage): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  void i18next.changeLanguage(language);
}

/** Starts i18next once, before the first render; resources are bundled, so this is synchronous. */
export function initI18n(): void {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: EN_TRANSLATION }, 'zh-CN': { translation: ZH_CN_TRANSLATION } },
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}
