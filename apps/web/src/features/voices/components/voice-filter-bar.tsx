import { Chip, Group, Select, TextInput } from '@mantine/core';
import { IconHeart, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { voiceFilterOptionsQueryOptions } from '../api/voice-query-options.ts';
import { useVoiceLabels } from '../hooks/use-voice-labels.ts';
import type { VoiceLabelKind } from '../state/voice-labels.ts';
import { canChooseAccent, withLanguage, type VoiceFilters } from '../state/voice-filters.ts';

const SELECT_WIDTH_PX = 130;
/** Wide enough for 'Choose a language first' while it is disabled. */
const ACCENT_SELECT_WIDTH_PX = 210;

export interface VoiceFilterBarProps {
  filters: VoiceFilters;
  onFiltersChange: (filters: VoiceFilters) => void;
  /** What is typed in the search box now; the list follows it after a pause. */
  searchText: string;
  onSearchTextChange: (text: string) => void;
}

/**
 * Spec §2 filters: language, accent (disabled until a language is chosen,
 * its options that language's), gender, age, use case, favourites, search.
 */
export function VoiceFilterBar({ filters, onFiltersChange, searchText, onSearchTextChange }: VoiceFilterBarProps) {
  const { t } = useTranslation();
  const options = useQuery(voiceFilterOptionsQueryOptions());
  const isAccentEnabled = canChooseAccent(filters);
  const languageOptions = useQuery({ ...voiceFilterOptionsQueryOptions(filters.languageCode), enabled: isAccentEnabled });
  const labels = useVoiceLabels();
  const worded = (kind: VoiceLabelKind, list: { value: string; label: string }[] | undefined) =>
    (list ?? []).map((option) => ({ value: option.value, label: labels.label(kind, option.value) }));
  const languages = (options.data?.language ?? []).map((option) => ({ value: option.value, label: labels.language(option.value) }));
  const set = (change: Partial<VoiceFilters>) => onFiltersChange({ ...filters, ...change });
  const selectProps = { w: SELECT_WIDTH_PX, clearable: true, placeholder: t('voices.filters.any'), comboboxProps: { withinPortal: true } };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        {...selectProps}
        searchable
        label={t('voices.filters.language')}
        data={languages}
        value={filters.languageCode || null}
        onChange={(value) => {
          // The catalogue's own (English) label goes to the search call, whatever the UI shows.
          const option = options.data?.language.find((entry) => entry.value === value);
          onFiltersChange(withLanguage(filters, option ?? null));
        }}
        data-testid="voice-language-select"
      />
      <Select
        {...selectProps}
        w={ACCENT_SELECT_WIDTH_PX}
        label={t('voices.filters.accent')}
        disabled={!isAccentEnabled}
        placeholder={isAccentEnabled ? t('voices.filters.any') : t('voices.filters.accentNeedsLanguage')}
        data={isAccentEnabled ? worded('accent', languageOptions.data?.accent) : []}
        value={filters.accent || null}
        onChange={(value) => set({ accent: value ?? '' })}
        data-testid="voice-accent-select"
      />
      <Select
        {...selectProps}
        label={t('voices.filters.gender')}
        data={worded('gender', options.data?.gender)}
        value={filters.gender || null}
        onChange={(value) => set({ gender: value ?? '' })}
        data-testid="voice-gender-select"
      />
      <Select
        {...selectProps}
        label={t('voices.filters.age')}
        data={worded('age', options.data?.age)}
        value={filters.age || null}
        onChange={(value) => set({ age: value ?? '' })}
        data-testid="voice-age-select"
      />
      <Select
        {...selectProps}
        label={t('voices.filters.useCase')}
        data={worded('useCase', options.data?.use_case)}
        value={filters.useCase || null}
        onChange={(value) => set({ useCase: value ?? '' })}
        data-testid="voice-use-case-select"
      />
      <TextInput
        flex={1}
        miw={200}
        label={t('voices.filters.search')}
        placeholder={t('voices.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => onSearchTextChange(event.currentTarget.value)}
        data-testid="voice-search"
      />
      <Chip
        checked={filters.isFavoritesOnly}
        onChange={(isChecked) => set({ isFavoritesOnly: isChecked })}
        icon={<IconHeart size={14} aria-hidden />}
        color="coral"
        variant="light"
        size="md"
        mb={2}
        data-testid="voice-favorites-filter"
      >
        {t('voices.filters.favorites')}
      </Chip>
    </Group>
  );
}
