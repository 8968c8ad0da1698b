import { Group, Select, SegmentedControl, SimpleGrid, Stack, Text, VisuallyHidden, type SelectProps } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { topicTones, type ScriptOptions } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { TOPIC_DURATIONS, TOPIC_DURATION_KEYS, TOPIC_MODELS, TOPIC_MODEL_KEYS, isTopicTone, type TopicForm } from '../state/topic-form.ts';
import { FALLBACK_LANGUAGE, topicLanguageChoicesOf } from '../state/topic-languages.ts';

/** Why the Model choice is disabled, which the choice points to. */
const TOPIC_MODEL_NOTE_ID = 'topic-model-note';

/** The language's message, which the disabled submit points to. */
export const TOPIC_LANGUAGE_ERROR_ID = 'topic-language-error';

export interface TopicOptionsFieldsProps {
  form: TopicForm;
  update: (changes: Partial<TopicForm>) => void;
  options: ScriptOptions | undefined;
  /** Why the chosen language cannot be written here; null when it can. */
  languageError: string | null;
  /** Names the languages topics can be written in here, when some cannot. */
  languagesHint: string | null;
}

/**
 * Language, Tone, Model and Duration (spec §2, §9). Languages the server
 * cannot write topics in are listed apart and disabled, never swapped for
 * English behind the user's back; the Model choice is disabled, with why,
 * where the built-in writer (which uses no model) writes the scripts.
 */
export function TopicOptionsFields({ form, update, options, languageError, languagesHint }: TopicOptionsFieldsProps) {
  const { t, i18n } = useTranslation();
  const choices = topicLanguageChoicesOf(options?.languages ?? [FALLBACK_LANGUAGE], options?.topic_languages ?? [FALLBACK_LANGUAGE.value], i18n.language);
  const languageData =
    choices.needsModel.length === 0
      ? choices.writable
      : [
          { group: t('topic.form.writableGroup'), items: choices.writable },
          { group: t('topic.form.needsModelGroup'), items: choices.needsModel.map((item) => ({ ...item, disabled: true })) },
        ];
  // A disabled language says why to screen readers too (Mantine marks it only with a data attribute).
  const renderLanguage: SelectProps['renderOption'] = ({ option, checked }) => (
    <Group gap={6} wrap="nowrap">
      {checked && <IconCheck size={14} aria-hidden />}
      <span>
        {option.label}
        {option.disabled && <VisuallyHidden>, {t('topic.form.needsModelOption')}</VisuallyHidden>}
      </span>
    </Group>
  );
  const tones = (options?.tones ?? [...topicTones]).filter(isTopicTone);
  // The built-in writer fills a template outline: no model is asked, so the choice is shown but cannot be made.
  const isModelUnused = options?.writer.id === 'embedded';

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Select
            label={t('topic.form.language')}
            data={languageData}
            value={form.language}
            onChange={(value) => value && update({ language: value })}
            searchable
            renderOption={renderLanguage}
            nothingFoundMessage={t('topic.form.noLanguage')}
            allowDeselect={false}
            error={languageError}
            errorProps={{ id: TOPIC_LANGUAGE_ERROR_ID }}
            maxDropdownHeight={320}
            data-testid="topic-language"
          />
          {languagesHint && !languageError && (
            <Text size="xs" c="dimmed" data-testid="topic-languages-hint">
              {languagesHint}
            </Text>
          )}
        </Stack>
        <Select
          label={t('topic.form.tone')}
          data={tones.map((tone) => ({ value: tone, label: t(`topic.tones.${tone}`) }))}
          value={form.tone}
          onChange={(value) => value && isTopicTone(value) && update({ tone: value })}
          allowDeselect={false}
          maxDropdownHeight={320}
          data-testid="topic-tone"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={6}>
          <Text size="sm" fw={500} id="topic-model-label">
            {t('topic.form.model')}
          </Text>
          <SegmentedControl
            aria-labelledby="topic-model-label"
            aria-describedby={isModelUnused ? TOPIC_MODEL_NOTE_ID : undefined}
            value={String(form.model)}
            onChange={(value) => update({ model: TOPIC_MODELS.find((model) => String(model) === value) ?? 1 })}
            data={TOPIC_MODELS.map((model) => ({ value: String(model), label: t(`topic.models.${TOPIC_MODEL_KEYS[model]}`) }))}
            disabled={isModelUnused}
            fullWidth
            data-testid="topic-model"
          />
          {isModelUnused && (
            <Text size="xs" c="dimmed" id={TOPIC_MODEL_NOTE_ID} data-testid="topic-model-note">
              {t('topic.form.modelUnused')}
            </Text>
          )}
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="topic-duration-label">
            {t('topic.form.duration')}
          </Text>
          <SegmentedControl
            aria-labelledby="topic-duration-label"
            value={String(form.expectedDuration)}
            onChange={(value) => update({ expectedDuration: TOPIC_DURATIONS.find((duration) => String(duration) === value) ?? 1 })}
            data={TOPIC_DURATIONS.map((duration) => ({ value: String(duration), label: t(`topic.durations.${TOPIC_DURATION_KEYS[duration]}`) }))}
            fullWidth
            data-testid="topic-duration"
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
