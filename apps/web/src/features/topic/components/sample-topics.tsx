import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface SampleTopicsProps {
  onPick: (topic: string) => void;
}

/** The six sample prompts (spec §2): clicking one fills the topic. */
export function SampleTopics({ onPick }: SampleTopicsProps) {
  const { t } = useTranslation();
  const samples = t('topic.samples', { returnObjects: true });
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed" id="sample-topics-label">
        {t('topic.form.samplesLabel')}
      </Text>
      <Group gap={8} role="group" aria-labelledby="sample-topics-label" data-testid="sample-topics">
        {samples.map((sample: string) => (
          <Button
            key={sample}
            variant="light"
            radius="xl"
            size="compact-sm"
            fw={500}
            leftSection={<IconBulb size={14} aria-hidden />}
            // Keeps the focus in the topic field: its blur message would otherwise move this button mid-click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(sample)}
            styles={{ root: { height: 'auto', minHeight: 28, paddingBlock: 4 }, label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
            data-testid="sample-topic"
          >
            {sample}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
