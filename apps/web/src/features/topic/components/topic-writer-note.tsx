import { Group, Text } from '@mantine/core';
import type { ScriptOptions } from '@talkreel/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface TopicWriterNoteProps {
  writer: ScriptOptions['writer'] | undefined;
}

/**
 * What writes the topic scripts on this server, said plainly: without a
 * language model, the built-in writer fills a template outline and the model
 * choice does nothing yet.
 */
export function TopicWriterNote({ writer }: TopicWriterNoteProps) {
  const { t } = useTranslation();
  if (!writer) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="topic-writer-note" data-writer={writer.id}>
      <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
      <Text size="xs" c="dimmed">
        {writer.id === 'embedded' ? t('topic.writer.embedded') : t('topic.writer.llm', { label: writer.label })}
      </Text>
    </Group>
  );
}
