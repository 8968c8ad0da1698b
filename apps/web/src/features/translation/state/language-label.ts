/** A language as the language list names it (the server's English label and native name). */
export interface NamedLanguage {
  code: string;
  label: string;
  native_label: string;
}

/**
 * A language's name in the UI's language from its ISO code ('es' → 'Spanish'
 * / '西班牙语'), by the browser's own names; the server's label when the
 * browser has none, and the bare code when nothing is known.
 */
export function languageNameOf(code: string, uiLanguage: string, fallbackLabel = ''): string {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language', fallback: 'none' }).of(code);
    if (name) return uiLanguage.startsWith('en') ? name.charAt(0).toUpperCase() + name.slice(1) : name;
  } catch {
    // An engine without language names, or a code it refuses: the label below.
  }
  return fallbackLabel || code;
}

/** A picker's label: the name in the UI's language, then the native name when it differs ('French · Français'). */
export function languageChoiceLabel(language: NamedLanguage, uiLanguage: string): string {
  const name = languageNameOf(language.code, uiLanguage, language.label);
  return language.native_label !== '' && language.native_label !== name ? `${name} · ${language.native_label}` : name;
}
