import { Alert, Anchor, Box, Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconDownload, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getShownVideo } from '../../my-videos/state/render-state.ts';
import { talkingPhotoRenderStatusQueryOptions } from '../api/talking-photo-query-options.ts';
import { shownRenderStage } from '../state/render-stage.ts';

export interface TalkingPhotoResultCardProps {
  projectId: string;
  index: number;
  /** The card's heading (default: the talking photo's). */
  title?: string;
}

/** The tallest the video may be on Home, px: a portrait video stays on one screen. */
const MAX_VIDEO_HEIGHT_PX = 520;

/**
 * Home after 'Create Video' (`/?action=talking-photo&project_id&index`): the
 * render's real progress with its stage ('Speech', 'Face', 'Frames',
 * 'Encoding', 'Saving'), polled every 3 s, then the video playing, with its
 * MP4 and, when it has captions, its SRT. The same video is in My Videos.
 */
export function TalkingPhotoResultCard({ projectId, index, title }: TalkingPhotoResultCardProps) {
  const { t } = useTranslation();
  const status = useQuery(talkingPhotoRenderStatusQueryOptions(projectId, index));
  const render = status.data;
  const stage = render ? shownRenderStage(render) : null;
  const video = render?.status === 'done' ? getShownVideo(render) : null;
  const percent = Math.round(render?.progress ?? 0);

  return (
    <Card maw={720} w="100%" data-testid="talking-photo-result" data-status={render?.status ?? 'loading'}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg">
            {title ?? t('talkingPhoto.progress.title')}
          </Title>
          <Anchor component={Link} to={`/my-videos/${projectId}`} size="sm">
            {t('talkingPhoto.progress.openInMyVideos')}
          </Anchor>
        </Group>
        {!render && !status.isError && <Skeleton height={48} radius="md" />}
        {stage && (
          <Stack gap={6} data-testid="talking-photo-progress" data-stage={stage} data-progress={percent}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600} data-testid="talking-photo-stage">
                {t(`talkingPhoto.progress.stage.${stage}`)}
              </Text>
              <Text size="sm" c="dimmed" ff="monospace">
                {percent}%
              </Text>
            </Group>
            <Progress value={Math.max(2, percent)} animated aria-label={t('talkingPhoto.progress.progressLabel')} aria-valuenow={percent} />
            <Text size="xs" c="dimmed">
              {t('talkingPhoto.progress.making')}
            </Text>
          </Stack>
        )}
        {render && (render.status === 'failed' || render.status === 'cancelled') && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('talkingPhoto.progress.failed')}
            data-testid="talking-photo-failed"
          >
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
                autoPlay
                muted
                playsInline
                data-testid="talking-photo-video"
                style={{ display: 'block', width: '100%', maxHeight: MAX_VIDEO_HEIGHT_PX, objectFit: 'contain' }}
              />
            </Box>
            <Group gap="sm">
              <Button
                component="a"
                href={video.video_url}
                download="talking-photo.mp4"
                leftSection={<IconDownload size={16} aria-hidden />}
                data-testid="talking-photo-mp4"
              >
                {t('talkingPhoto.progress.downloadMp4')}
              </Button>
              {video.subtitle_url && (
                <Button
                  component="a"
                  href={video.subtitle_url}
                  download="talking-photo.srt"
                  variant="light"
                  leftSection={<IconFileText size={16} aria-hidden />}
                  data-testid="talking-photo-srt"
                >
                  {t('talkingPhoto.progress.downloadSrt')}
                </Button>
              )}
              <Button component={Link} to="/talking-photo" variant="default">
                {t('talkingPhoto.progress.createAnother')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
