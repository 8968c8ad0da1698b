import { Group, Loader, Paper, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import type { TranslationRecord } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { viewSteps, type TranslationStepState } from '../state/translation-progress.ts';

function StepIcon({ state }: { state: TranslationStepState }) {
  if (state === 'active') return <Loader size={16} aria-hidden />;
  return (
    <ThemeIcon size={18} radius="xl" variant={state === 'done' ? 'filled' : 'light'} color={state === 'done' ? 'green' : 'gray'} aria-hidden>
      {state === 'done' ? <IconCheck size={12} /> : <IconCircleDashed size={12} />}
    </ThemeIcon>
  );
}

/** Where the translation is: the current stage and its progress, then every step done, in progress or waiting. */
export function TranslationStepsView({ record }: { record: TranslationRecord }) {
  const { t } = useTranslation();
  const steps = viewSteps(record);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="translation-steps">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600} data-testid="translation-stage" data-stage={record.stage}>
            {t(`videoTranslation.stages.${record.stage}`)}
          </Text>
          <Text size="sm" c="dimmed" data-testid="translation-progress">
            {record.progress}%
          </Text>
        </Group>
        <Progress value={record.progress} radius="xl" aria-label={t('videoTranslation.record.progressLabel')} transitionDuration={300} />
        <Group component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('videoTranslation.record.stepsLabel')}>
          {steps.map(({ step, state }) => (
            <Group key={step} component="li" gap={6} wrap="nowrap" data-step={step} data-state={state} aria-current={state === 'active' ? 'step' : undefined}>
              <StepIcon state={state} />
              <Text size="sm" c={state === 'waiting' ? 'dimmed' : undefined} fw={state === 'active' ? 600 : undefined}>
                {t(`videoTranslation.stages.${step}`)}
              </Text>
              <VisuallyHidden>{t(`videoTranslation.stepState.${state}`)}</VisuallyHidden>
            </Group>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
