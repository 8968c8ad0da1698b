import { Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { podcastDurations, turnLengths, type PodcastDuration, type TurnLength } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { formatLanguageChoice } from '../../../ui/language-names/format-language-name.ts';
import { scriptOptionsQueryOptions } from '../api/podcast-query-options.ts';

export interface PodcastOptionsFieldsProps {
  language: string;
  videoDuration: PodcastDuration;
  turnLength: TurnLength;
  onChange: (changes: { language?: string; videoDuration?: PodcastDuration; turnLength?: TurnLength }) => void;
}

/** Language (about 60, named in the UI's language with their native names), Video Duration and Duration per Turn (spec §2, §3). */
export function PodcastOptionsFields({ language, videoDuration, turnLength, onChange }: PodcastOptionsFieldsProps) {
  const { t, i18n } = useTranslation();
  const options = useQuery(scriptOptionsQueryOptions());
  const languages = (options.data?.languages ?? [{ value: 'english', label: 'English', native_label: 'English' }]).map((option) => ({
    value: option.value,
    label: formatLanguageChoice(option, i18n.language),
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Select
        label={t('podcast.options.language')}
        data={languages}
        value={language}
        onChange={(value) => value && onChange({ language: value })}
        searchable
        nothingFoundMessage={t('podcast.options.noLanguage')}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="podcast-language"
      />
      <Select
        label={t('podcast.options.videoDuration')}
        data={podcastDurations.map((value) => ({ value, label: t(`podcast.options.durations.${value}`) }))}
        value={videoDuration}
        onChange={(value) => value && onChange({ videoDuration: value as PodcastDuration })}
        allowDeselect={false}
        data-testid="podcast-duration"
      />
      <Select
        label={t('podcast.options.turnLength')}
        data={turnLengths.map((value) => ({ value, label: t(`podcast.options.turnLengths.${value}`) }))}
        value={turnLength}
        onChange={(value) => value && onChange({ turnLength: value as TurnLength })}
        allowDeselect={false}
        data-testid="podcast-turn-length"
      />
    </SimpleGrid>
  );
}
