import { Button, Divider, Group, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconMovie, IconPlayerStopFilled, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TopicAspectRatio } from '../api/topic-requests.ts';

const ASPECT_RATIOS: readonly TopicAspectRatio[] = [0, 1, 2];
const ASPECT_RATIO_KEYS = { 0: 'portrait', 1: 'landscape', 2: 'square' } as const satisfies Record<TopicAspectRatio, string>;

export interface TopicScriptActionsProps {
  /** Polling: the generating text and Stop; Generate Video waits. */
  isWriting: boolean;
  sceneCount: number;
  isStopping: boolean;
  onStop: () => void;
  isRegenerating: boolean;
  onRegenerate: () => void;
  aspectRatio: TopicAspectRatio;
  onAspectRatioChange: (aspectRatio: TopicAspectRatio) => void;
  /** False before the first answer and for a script without scenes. */
  canGenerateVideo: boolean;
  isCreatingVideo: boolean;
  onGenerateVideo: () => void;
}

/**
 * Step 2's controls (spec §2): while the script is written, its progress,
 * the spec's generating text and Stop; after, Re-Generate. Then the aspect
 * ratio (9:16 by default) and Generate Video, disabled while polling.
 */
export function TopicScriptActions(props: TopicScriptActionsProps) {
  const { isWriting, sceneCount, aspectRatio, canGenerateVideo } = props;
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} shadow="sm" data-testid="topic-actions">
      <Stack gap="md">
        {isWriting ? (
          <Stack gap="sm" data-testid="topic-generating">
            <Group gap="sm" wrap="nowrap" role="status" aria-live="polite">
              <Loader size="sm" />
              <Stack gap={0}>
                <Text fw={600}>{t('topic.script.writing')}</Text>
                <Text size="xs" c="dimmed" data-testid="topic-scene-count">
                  {t('topic.script.scenesSoFar', { count: sceneCount })}
                </Text>
              </Stack>
            </Group>
            <Text size="sm" data-testid="topic-generating-text">
              {t('topic.script.generating')}
            </Text>
            <Button
              variant="default"
              leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
              onClick={props.onStop}
              loading={props.isStopping}
              data-testid="topic-stop"
            >
              {t('topic.script.stop')}
            </Button>
          </Stack>
        ) : (
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={props.onRegenerate}
            loading={props.isRegenerating}
            disabled={props.isCreatingVideo}
            data-testid="topic-regenerate"
          >
            {t('topic.script.regenerate')}
          </Button>
        )}
        <Divider />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="topic-aspect-label">
            {t('topic.script.aspectRatio')}
          </Text>
          <SegmentedControl
            aria-labelledby="topic-aspect-label"
            value={String(aspectRatio)}
            onChange={(value) => props.onAspectRatioChange(ASPECT_RATIOS.find((ratio) => String(ratio) === value) ?? 0)}
            data={ASPECT_RATIOS.map((ratio) => ({ value: String(ratio), label: t(`topic.script.aspectRatios.${ASPECT_RATIO_KEYS[ratio]}`) }))}
            fullWidth
            data-testid="topic-aspect-ratio"
          />
        </Stack>
        <Button
          size="md"
          fullWidth
          leftSection={<IconMovie size={18} aria-hidden />}
          onClick={props.onGenerateVideo}
          disabled={isWriting || !canGenerateVideo || props.isRegenerating}
          loading={props.isCreatingVideo}
          aria-describedby="topic-video-note"
          data-testid="topic-generate-video"
        >
          {t('topic.script.generateVideo')}
        </Button>
        <Text size="xs" c="dimmed" id="topic-video-note">
          {t('topic.script.videoNote')}
        </Text>
      </Stack>
    </Paper>
  );
}
