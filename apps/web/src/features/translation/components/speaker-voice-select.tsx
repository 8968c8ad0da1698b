import { Select } from '@mantine/core';
import type { TranslationSpeaker } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { libraryVoicesQueryOptions, myVoicesQueryOptions } from '../api/speaker-voice-query-options.ts';
import { catalogueLanguageOf, voicesForSpeaker } from '../state/voice-language.ts';

export interface SpeakerVoiceSelectProps {
  /** The target language's ISO code and its name on screen. */
  language: string;
  languageName: string;
  gender: TranslationSpeaker['gender'];
  voiceId: string | null;
  onChange: (voiceId: string | null) => void;
}

/**
 * A speaker's voice in one target language: the user's own voices of that
 * language (or multilingual clones), then the library's, the speaker's
 * measured gender first. Cleared, the server picks (same gender).
 */
export function SpeakerVoiceSelect({ language, languageName, gender, voiceId, onChange }: SpeakerVoiceSelectProps) {
  const { t } = useTranslation();
  const catalogueLanguage = catalogueLanguageOf(language);
  const library = useQuery(libraryVoicesQueryOptions(catalogueLanguage));
  const mine = useQuery(myVoicesQueryOptions());
  const voices = voicesForSpeaker(library.data ?? [], mine.data ?? [], catalogueLanguage, gender);
  const myIds = new Set((mine.data ?? []).map((voice) => voice.id));
  const item = (voice: (typeof voices)[number]) => ({ value: voice.id, label: [voice.name, voice.accent, voice.gender].filter(Boolean).join(' · ') });
  const mineItems = voices.filter((voice) => myIds.has(voice.id)).map(item);
  const libraryItems = voices.filter((voice) => !myIds.has(voice.id)).map(item);
  const isKnown = voiceId === null || voices.some((voice) => voice.id === voiceId);
  const data = [
    ...(mineItems.length > 0 ? [{ group: t('videoTranslation.review.voicesMine'), items: mineItems }] : []),
    {
      group: t('videoTranslation.review.voicesLibrary'),
      items: isKnown || voiceId === null ? libraryItems : [{ value: voiceId, label: voiceId }, ...libraryItems],
    },
  ];
  const isLoading = library.isPending || mine.isPending;

  return (
    <Select
      label={t('videoTranslation.review.voiceFor', { language: languageName })}
      placeholder={isLoading ? t('videoTranslation.review.voicesLoading') : t('videoTranslation.review.voiceAutomatic')}
      data={data}
      value={voiceId}
      onChange={onChange}
      searchable
      clearable
      size="xs"
      maxDropdownHeight={280}
      data-testid="speaker-voice"
      data-language={language}
    />
  );
}
