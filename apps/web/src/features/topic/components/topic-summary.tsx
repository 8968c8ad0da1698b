import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ScriptOptions, TopicScriptStatus } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { TOPIC_DURATION_KEYS, topicFormOf } from '../state/topic-form.ts';
import { languageLabelOf } from '../state/topic-languages.ts';

export interface TopicSummaryProps {
  script: TopicScriptStatus | null;
  languages: ScriptOptions['languages'];
}

/** What the script is written from: the topic, its language, tone and duration, and (once known) which writer wrote it. */
export function TopicSummary({ script, languages }: TopicSummaryProps) {
  const { t, i18n } = useTranslation();
  if (!script) {
    return (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} aria-busy="true">
        <Skeleton height={20} width="70%" />
      </Paper>
    );
  }
  const form = topicFormOf(script);
  const writer = script.writer === 'embedded' || script.writer === 'llm' ? script.writer : null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="topic-summary">
      <Stack gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }} lineClamp={4} data-testid="topic-summary-text">
          {script.topic}
        </Text>
        <Group gap={6}>
          <Badge variant="light" color="gray" tt="none">
            {languageLabelOf(languages, script.language, i18n.language)}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {t(`topic.tones.${form.tone}`)}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {t(`topic.durations.${TOPIC_DURATION_KEYS[form.expectedDuration]}`)}
          </Badge>
        </Group>
        {writer && (
          <Text size="xs" c="dimmed" data-testid="topic-written-by">
            {t(`topic.script.writtenBy.${writer}`)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
