/** The catalogue language (value and catalogue label) the voice library opens on, for each UI language. */
export const UI_LANGUAGE_VOICE_LANGUAGE: Readonly<Record<string, { value: string; label: string }>> = {
  en: { value: 'english', label: 'English' },
  'zh-CN': { value: 'chinese', label: 'Chinese' },
};
