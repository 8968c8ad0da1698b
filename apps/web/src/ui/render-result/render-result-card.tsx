import { Alert, Anchor, Box, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { RenderStatus } from '@talkreel/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Mp4DownloadButton } from './mp4-download-button.tsx';
import { shownRenderStage, type ShownRenderStage } from './render-stage.ts';
import { getShownVideo } from './render-state.ts';
import { SubtitleDownloadButton } from './subtitle-download-button.tsx';

/** The words a result card shows, translated by the feature that owns them. */
export interface RenderResultTexts {
  title: string;
  openInMyVideos: string;
  stage: (stage: ShownRenderStage) => string;
  progressLabel: string;
  making: string;
  failed: string;
  downloadMp4: string;
  downloadSrt: string;
}

/** Each feature's test ids for the card's parts, kept as the browser tests know them. */
export interface RenderResultTestIds {
  card: string;
  myVideosLink?: string;
  progress: string;
  stage: string;
  failed: string;
  video: string;
  mp4: string;
  srt: string;
}

export interface RenderResultCardProps {
  /** The render as last polled; undefined until the first answer. */
  render: RenderStatus | undefined;
  /** The status query failed: no skeleton is shown (the API error toast says why). */
  isError: boolean;
  projectId: string;
  texts: RenderResultTexts;
  testIds: RenderResultTestIds;
  /** The downloads are saved as `<downloadName>.mp4` and `<downloadName>.srt`. */
  downloadName: string;
  maxWidthPx?: number;
  /** The tallest the video may be, px, so that it stays on one screen. */
  maxVideoHeightPx: number;
  /** Plays, muted, as soon as it is ready; otherwise it waits for Play and loads only its metadata. */
  isAutoPlayed: boolean;
  /** The buttons after the downloads (Open in My Videos, Create another). */
  actions: ReactNode;
}

/**
 * A render followed to its end: its real progress with the stage's name,
 * then the video playing with its MP4 and, when it has captions, its SRT. A
 * failed or cancelled render shows its error. The same video is in My Videos.
 */
export function RenderResultCard(props: RenderResultCardProps) {
  const { render, isError, projectId, texts, testIds, downloadName, maxWidthPx, maxVideoHeightPx, isAutoPlayed, actions } = props;
  const stage = render ? shownRenderStage(render) : null;
  const video = render?.status === 'done' ? getShownVideo(render) : null;
  const percent = Math.round(render?.progress ?? 0);
  const playback = isAutoPlayed ? { autoPlay: true, muted: true } : { preload: 'metadata' };

  return (
    <Card maw={maxWidthPx} w="100%" data-testid={testIds.card} data-status={render?.status ?? 'loading'}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg">
            {texts.title}
          </Title>
          <Anchor component={Link} to={`/my-videos/${projectId}`} size="sm" data-testid={testIds.myVideosLink}>
            {texts.openInMyVideos}
          </Anchor>
        </Group>
        {!render && !isError && <Skeleton height={48} radius="md" />}
        {stage && (
          <Stack gap={6} data-testid={testIds.progress} data-stage={stage} data-progress={percent}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600} data-testid={testIds.stage}>
                {texts.stage(stage)}
              </Text>
              <Text size="sm" c="dimmed" ff="monospace">
                {percent}%
              </Text>
            </Group>
            <Progress value={Math.max(2, percent)} animated aria-label={texts.progressLabel} aria-valuenow={percent} />
            <Text size="xs" c="dimmed">
              {texts.making}
            </Text>
          </Stack>
        )}
        {render && (render.status === 'failed' || render.status === 'cancelled') && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={texts.failed} data-testid={testIds.failed}>
            {render.error}
          </Alert>
        )}
        {video && (
          <Stack gap="md">
            <Box bg="black" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
              <video
                key={video.task_id}
                src={video.video_url}
                poster={video.cover_url}
                controls
                {...playback}
                playsInline
                data-testid={testIds.video}
                style={{ display: 'block', width: '100%', maxHeight: maxVideoHeightPx, objectFit: 'contain' }}
              />
            </Box>
            <Group gap="sm">
              <Mp4DownloadButton videoUrl={video.video_url} fileName={`${downloadName}.mp4`} label={texts.downloadMp4} testId={testIds.mp4} />
              <SubtitleDownloadButton subtitleUrl={video.subtitle_url} fileName={`${downloadName}.srt`} label={texts.downloadSrt} testId={testIds.srt} />
              {actions}
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
