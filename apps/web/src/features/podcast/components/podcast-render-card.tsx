import { Alert, Anchor, Box, Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconDownload, IconFileText, IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getShownVideo } from '../../my-videos/state/render-state.ts';
import { shownRenderStage } from '../../talking-photo/state/render-stage.ts';
import { podcastRenderStatusQueryOptions } from '../api/podcast-query-options.ts';
import type { RenderTarget } from '../api/podcast-requests.ts';

export interface PodcastRenderCardProps {
  target: RenderTarget;
}

/** The tallest the video may be, px: a 9:16 podcast stays on one screen. */
const MAX_VIDEO_HEIGHT_PX = 560;

/**
 * After 'Create video': the render's real progress with its stage name,
 * polled every 3 s, then the video playing with its MP4 and SRT and a link
 * to the same video in My Videos.
 */
export function PodcastRenderCard({ target }: PodcastRenderCardProps) {
  const { t } = useTranslation();
  const status = useQuery(podcastRenderStatusQueryOptions(target.projectId, target.index));
  const render = status.data;
  const stage = render ? shownRenderStage(render) : null;
  const video = render?.status === 'done' ? getShownVideo(render) : null;
  const percent = Math.round(render?.progress ?? 0);
  const myVideosPath = `/my-videos/${target.projectId}`;

  return (
    <Card w="100%" data-testid="podcast-render" data-status={render?.status ?? 'loading'}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg">
            {t('podcast.render.title')}
          </Title>
          <Anchor component={Link} to={myVideosPath} size="sm" data-testid="podcast-my-videos-link">
            {t('podcast.render.openInMyVideos')}
          </Anchor>
        </Group>
        {!render && !status.isError && <Skeleton height={48} radius="md" />}
        {stage && (
          <Stack gap={6} data-testid="podcast-render-progress" data-stage={stage} data-progress={percent}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600} data-testid="podcast-render-stage">
                {t(`podcast.render.stage.${stage}`)}
              </Text>
              <Text size="sm" c="dimmed" ff="monospace">
                {percent}%
              </Text>
            </Group>
            <Progress value={Math.max(2, percent)} animated aria-label={t('podcast.render.progressLabel')} aria-valuenow={percent} />
            <Text size="xs" c="dimmed">
              {t('podcast.render.making')}
            </Text>
          </Stack>
        )}
        {render && (render.status === 'failed' || render.status === 'cancelled') && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('podcast.render.failed')} data-testid="podcast-render-failed">
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
                playsInline
                preload="metadata"
                data-testid="podcast-video"
                style={{ display: 'block', width: '100%', maxHeight: MAX_VIDEO_HEIGHT_PX, objectFit: 'contain' }}
              />
            </Box>
            <Group gap="sm">
              <Button
                component="a"
                href={video.video_url}
                download="podcast.mp4"
                leftSection={<IconDownload size={16} aria-hidden />}
                data-testid="podcast-mp4"
              >
                {t('podcast.render.downloadMp4')}
              </Button>
              {video.subtitle_url && (
                <Button
                  component="a"
                  href={video.subtitle_url}
                  download="podcast.srt"
                  variant="light"
                  leftSection={<IconFileText size={16} aria-hidden />}
                  data-testid="podcast-srt"
                >
                  {t('podcast.render.downloadSrt')}
                </Button>
              )}
              <Button component={Link} to={myVideosPath} variant="default" leftSection={<IconMovie size={16} aria-hidden />}>
                {t('podcast.render.openInMyVideos')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
