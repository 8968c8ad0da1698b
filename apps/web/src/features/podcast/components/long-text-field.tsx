import { Group, Stack, Text, Textarea } from '@mantine/core';
import { podcastLongTextMaxCharacters } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';

export interface LongTextFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** 'Long Text': up to 16000 characters with a counter (spec §5). */
export function LongTextField({ value, onChange }: LongTextFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Textarea
        label={t('podcast.longText.label')}
        placeholder={t('podcast.longText.placeholder')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.slice(0, podcastLongTextMaxCharacters))}
        maxLength={podcastLongTextMaxCharacters}
        autosize
        minRows={6}
        maxRows={14}
        aria-describedby="long-text-counter"
        data-testid="long-text"
      />
      <Group justify="flex-end">
        <Text size="xs" c={value.length >= podcastLongTextMaxCharacters ? 'orange.7' : 'dimmed'} id="long-text-counter" data-testid="long-text-counter">
          {t('podcast.longText.counter', { count: value.length, max: podcastLongTextMaxCharacters })}
        </Text>
      </Group>
    </Stack>
  );
}
