import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { TranslationOutput } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Mp4DownloadButton } from '../../../ui/render-result/mp4-download-button.tsx';
import { SubtitleDownloadButton } from '../../../ui/render-result/subtitle-download-button.tsx';
import { editorPath } from '../../../ui/videos/editor-path.ts';
import { languageNameOf } from '../state/language-label.ts';
import { OutputStatusBadge } from './translation-status-badge.tsx';

export interface OutputCardProps {
  output: TranslationOutput;
  /** The source's name, for the downloaded files' names. */
  sourceName: string;
}

/** A file name without the characters browsers and file systems refuse. */
function fileNameOf(name: string, language: string, extension: string): string {
  const base = name.replace(/[\\/:*?"<>|]+/gu, ' ').trim() || 'video';
  return `${base} (${language}).${extension}`;
}

/** One language's result: status and progress, then the video with its MP4 and SRT, and the project in the editor. */
export function OutputCard({ output, sourceName }: OutputCardProps) {
  const { t, i18n } = useTranslation();
  const language = languageNameOf(output.language, i18n.language);
  const stages = t('videoTranslation.stages', { returnObjects: true }) as Record<string, string>;
  const isUnfinished = output.status === 'waiting' || output.status === 'processing' || output.status === 'rendering';
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-label={language}
      data-testid="translation-output"
      data-language={output.language}
      data-status={output.status}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} fz={16}>
            {language}
          </Title>
          <OutputStatusBadge status={output.status} />
        </Group>
        {isUnfinished && (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {stages[output.stage] ?? ''}
              </Text>
              <Text size="sm" c="dimmed">
                {output.progress}%
              </Text>
            </Group>
            <Progress value={output.progress} radius="xl" aria-label={t('videoTranslation.outputs.videoLabel', { language })} />
          </Stack>
        )}
        {output.status === 'done' && output.video_url && (
          <video
            src={output.video_url}
            controls
            playsInline
            preload="metadata"
            aria-label={t('videoTranslation.outputs.videoLabel', { language })}
            style={{ width: '100%', borderRadius: 8, background: 'black', aspectRatio: '16 / 9' }}
            data-testid="output-video"
          />
        )}
        {output.status === 'failed' && (
          <Text size="sm" c="red" data-testid="output-error">
            {t('videoTranslation.outputs.failed', { error: output.error ?? '' })}
          </Text>
        )}
        {output.segments_in_slot !== null && (
          <Text size="sm" c="dimmed" data-testid="output-in-slot">
            {t('videoTranslation.fit.inSlot', { percent: Math.round(output.segments_in_slot * 100) })}
          </Text>
        )}
        {output.lip_sync?.engine && (
          <Text size="sm" c="dimmed" data-testid="output-lip-sync" data-engine={output.lip_sync.engine}>
            {t('videoTranslation.outputs.lipsResynced', { engine: output.lip_sync.engine })}
          </Text>
        )}
        {output.lip_sync && !output.lip_sync.engine && output.lip_sync.note && (
          <Text size="sm" c="orange" data-testid="output-lip-sync" data-engine="">
            {t('videoTranslation.outputs.pictureKept', { note: output.lip_sync.note })}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {output.video_url && (
            <Mp4DownloadButton
              videoUrl={output.video_url}
              fileName={fileNameOf(sourceName, output.language, 'mp4')}
              label={t('videoTranslation.outputs.download')}
              testId="output-download"
            />
          )}
          <SubtitleDownloadButton
            subtitleUrl={output.srt_url}
            fileName={fileNameOf(sourceName, output.language, 'srt')}
            label={t('videoTranslation.outputs.srt')}
            testId="output-srt"
          />
          {output.project_id && (
            <Button
              component={Link}
              to={editorPath(output.project_id, 0)}
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden />}
              data-testid="output-open-editor"
            >
              {t('videoTranslation.outputs.openInEditor')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
