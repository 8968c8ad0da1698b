import { Button, Checkbox, Group, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VideoSettings } from '../hooks/use-script-editor.ts';

export interface VideoSettingsPanelProps {
  settings: VideoSettings;
  onChange: (changes: Partial<VideoSettings>) => void;
  /** False on the Free plan: ticking 'Remove Watermark' leads to the upgrade page. */
  canRemoveWatermark: boolean;
  onWatermarkChange: (isTicked: boolean) => void;
  isDirty: boolean;
  /** Why neither Save nor Create can run (an empty turn); null when they can. */
  problemText: string | null;
  isSaving: boolean;
  isCreatingVideo: boolean;
  onSave: () => void;
  onCreateVideo: () => void;
}

/** The video's settings (aspect ratio 16:9 / 9:16, subtitles, watermark), Save and 'Create video'. */
export function VideoSettingsPanel(props: VideoSettingsPanelProps) {
  const { settings, onChange, canRemoveWatermark, onWatermarkChange, isDirty, problemText, isSaving, isCreatingVideo } = props;
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="sm" data-testid="video-settings">
      <Stack gap="md">
        <Title order={2} fz="md">
          {t('podcast.video.title')}
        </Title>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="podcast-aspect-label">
            {t('podcast.video.aspectRatio')}
          </Text>
          <SegmentedControl
            aria-labelledby="podcast-aspect-label"
            value={String(settings.aspectRatio)}
            onChange={(value) => onChange({ aspectRatio: value === '0' ? 0 : 1 })}
            data={[
              { value: '1', label: t('podcast.video.landscape') },
              { value: '0', label: t('podcast.video.portrait') },
            ]}
            fullWidth
            data-testid="podcast-aspect-ratio"
          />
        </Stack>
        <Switch
          label={t('podcast.video.subtitles')}
          checked={settings.isSubtitleOn}
          onChange={(event) => onChange({ isSubtitleOn: event.currentTarget.checked })}
          data-testid="podcast-subtitles"
        />
        <Checkbox
          label={t('podcast.video.removeWatermark')}
          description={canRemoveWatermark ? undefined : t('podcast.video.removeWatermarkFree')}
          checked={settings.isWatermarkRemoved}
          onChange={(event) => onWatermarkChange(event.currentTarget.checked)}
          data-testid="podcast-remove-watermark"
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c={isDirty ? 'orange.7' : 'dimmed'} data-testid="script-save-state" data-dirty={isDirty}>
            {isDirty ? t('podcast.editor.unsaved') : t('podcast.editor.saved')}
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDeviceFloppy size={14} aria-hidden />}
            onClick={props.onSave}
            disabled={!isDirty || problemText !== null || isCreatingVideo}
            loading={isSaving}
            data-testid="save-script"
          >
            {t('podcast.editor.save')}
          </Button>
        </Group>
        <Button
          size="md"
          fullWidth
          leftSection={<IconMovie size={18} aria-hidden />}
          onClick={props.onCreateVideo}
          disabled={problemText !== null || (isSaving && !isCreatingVideo)}
          loading={isCreatingVideo}
          aria-describedby={problemText ? 'create-video-problem' : undefined}
          data-testid="create-podcast-video"
        >
          {t('podcast.video.create')}
        </Button>
        {problemText && (
          <Text size="xs" c="red.7" id="create-video-problem">
            {problemText}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
