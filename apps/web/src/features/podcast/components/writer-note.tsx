import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { scriptOptionsQueryOptions } from '../api/podcast-query-options.ts';

/**
 * What writes the scripts on this server, said plainly: without a language
 * model the built-in writer extracts the script from the source.
 */
export function WriterNote() {
  const { t } = useTranslation();
  const options = useQuery(scriptOptionsQueryOptions());
  const writer = options.data?.writer;
  if (!writer) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="writer-note" data-writer={writer.id}>
      <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
      <Text size="xs" c="dimmed">
        {writer.id === 'embedded' ? t('podcast.writer.embedded') : t('podcast.writer.llm', { label: writer.label })}
      </Text>
    </Group>
  );
}
