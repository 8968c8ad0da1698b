import { useTranslation } from 'react-i18next';
import { formatLanguageName } from '../../../ui/language-names/format-language-name.ts';
import { formatVoiceLabel, type VoiceLabelDictionary, type VoiceLabelKind } from '../state/voice-labels.ts';

/** Voice attributes and languages in the UI's language (the card, the filters). */
export function useVoiceLabels() {
  const { t, i18n } = useTranslation();
  const dictionary = t('voices.labels', { returnObjects: true }) as VoiceLabelDictionary;
  const uiLanguage = i18n.resolvedLanguage ?? 'en';
  return {
    label: (kind: VoiceLabelKind, value: string) => formatVoiceLabel(kind, value, dictionary),
    language: (value: string) => formatLanguageName(value, uiLanguage),
  };
}
