import { Group, Stack, Text, Textarea } from '@mantine/core';
import { topicMaxCharacters } from '@talkreel/contract';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clampTopic } from '../state/topic-form.ts';

export interface TopicFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The message under the field; shown once the field was left empty (spec §5). */
  error: string | null;
}

/** 'Topic': required, at most 1000 characters, with a counter. */
export const TopicField = forwardRef<HTMLTextAreaElement, TopicFieldProps>(function TopicField({ value, onChange, onBlur, error }, ref) {
  const { t } = useTranslation();
  const isFull = value.length >= topicMaxCharacters;
  return (
    <Stack gap={4}>
      <Textarea
        ref={ref}
        label={t('topic.form.topic')}
        placeholder={t('topic.form.topicPlaceholder')}
        value={value}
        onChange={(event) => onChange(clampTopic(event.currentTarget.value))}
        onBlur={onBlur}
        error={error}
        maxLength={topicMaxCharacters}
        withAsterisk
        autosize
        minRows={3}
        maxRows={10}
        aria-describedby="topic-counter"
        data-testid="topic-input"
      />
      <Group justify="flex-end">
        <Text size="xs" c={isFull ? 'orange.7' : 'dimmed'} id="topic-counter" data-testid="topic-counter">
          {t('topic.form.counter', { count: value.length, max: topicMaxCharacters })}
        </Text>
      </Group>
    </Stack>
  );
});
