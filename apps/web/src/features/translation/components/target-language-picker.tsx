import { Group, MultiSelect, Stack, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import type { TranslationLanguageInfo } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { matchesLanguageSearch } from '../state/language-choice.ts';
import { languageChoiceLabel, languageNameOf } from '../state/language-label.ts';
import { EngineBadge } from './engine-badge.tsx';

export interface TargetLanguagePickerProps {
  /** The targets offered from the chosen source, reachable ones first. */
  languages: readonly TranslationLanguageInfo[];
  value: string[];
  maxTargets: number;
  onChange: (codes: string[]) => void;
  isDisabled: boolean;
}

/**
 * 'Translate into': a searchable list of 60+ languages (by code, English,
 * native or UI name), each with the engine that reaches it here; those with
 * no path are listed but cannot be chosen. The chosen ones are repeated
 * below with their engines.
 */
export function TargetLanguagePicker({ languages, value, maxTargets, onChange, isDisabled }: TargetLanguagePickerProps) {
  const { t, i18n } = useTranslation();
  const byCode = new Map(languages.map((language) => [language.code, language]));
  const data = languages.map((language) => ({ value: language.code, label: languageChoiceLabel(language, i18n.language), disabled: language.engine === null }));
  const filter: OptionsFilter = ({ options, search }) =>
    (options as ComboboxItem[]).filter((option) => {
      const language = byCode.get(option.value);
      return language !== undefined && matchesLanguageSearch(language, search, languageNameOf(language.code, i18n.language, language.label));
    });
  const chosen = value.map((code) => byCode.get(code)).filter((language) => language !== undefined);

  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('videoTranslation.targets.label')}
        description={t('videoTranslation.targets.description', { max: maxTargets })}
        placeholder={value.length < maxTargets ? t('videoTranslation.targets.placeholder', { count: languages.length }) : undefined}
        data={data}
        value={value}
        onChange={onChange}
        maxValues={maxTargets}
        searchable
        clearable
        filter={filter}
        nothingFoundMessage={t('videoTranslation.targets.nothingFound')}
        maxDropdownHeight={320}
        disabled={isDisabled}
        renderOption={({ option }) => {
          const language = byCode.get(option.value);
          return (
            <Group justify="space-between" gap="xs" wrap="nowrap" w="100%">
              <Text size="sm" truncate="end">
                {option.label}
              </Text>
              {language && <EngineBadge language={language} />}
            </Group>
          );
        }}
        data-testid="translation-targets"
      />
      {chosen.length > 0 && (
        <Stack
          gap={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('videoTranslation.targets.chosenLabel')}
          data-testid="chosen-targets"
        >
          {chosen.map((language) => (
            <Group key={language.code} component="li" justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={500}>
                {languageChoiceLabel(language, i18n.language)}
              </Text>
              <EngineBadge language={language} />
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
