import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { RenderStatus } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { getRenderStatusColor, isRenderUnfinished } from '../../../ui/render-result/render-state.ts';

export interface RenderStatusViewProps {
  render: RenderStatus;
  /** Hide the badge of a finished render (the video page shows the video instead). */
  isCompact?: boolean;
}

type RunningStage = 'starting' | 'speech' | 'face' | 'frames' | 'encode' | 'saving';

/** Stages a running render names (contract RenderStage); the others are statuses. */
const runningStages: readonly string[] = ['starting', 'speech', 'face', 'frames', 'encode', 'saving'] satisfies RunningStage[];

function isRunningStage(stage: string | null): stage is RunningStage {
  return stage !== null && runningStages.includes(stage);
}

/**
 * A render's state: a badge; while queued or running a bar with the percent
 * and the stage ('Queued', 'Speaking the script', 'Drawing frames'...); the
 * server's error when it failed.
 */
export function RenderStatusView({ render, isCompact = false }: RenderStatusViewProps) {
  const { t } = useTranslation();
  const isUnfinished = isRenderUnfinished(render.status);
  const stage = render.status === 'running' && isRunningStage(render.stage) ? t(`videos.stage.${render.stage}`) : t(`videos.status.${render.status}`);
  const percent = Math.round(render.progress);
  return (
    <Stack gap={6} data-testid="render-status" data-status={render.status} data-progress={percent}>
      {!(isCompact && render.status === 'done') && !isUnfinished && (
        <Group gap="xs">
          <Badge variant="light" color={getRenderStatusColor(render.status)} radius="sm">
            {stage}
          </Badge>
        </Group>
      )}
      {isUnfinished && (
        <>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {stage}
            </Text>
            <Text size="sm" c="dimmed" ff="monospace">
              {percent}%
            </Text>
          </Group>
          <Progress
            value={Math.max(2, percent)}
            animated
            striped={render.status === 'queued'}
            aria-label={t('videos.status.progressLabel')}
            aria-valuenow={percent}
          />
        </>
      )}
      {render.status === 'failed' && (
        <Text size="sm" c="red.6" data-testid="render-error">
          {render.error ?? t('videos.status.failedFallback')}
        </Text>
      )}
    </Stack>
  );
}
