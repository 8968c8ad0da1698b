import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RenderResultCard } from '../../../ui/render-result/render-result-card.tsx';
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
  const myVideosPath = `/my-videos/${target.projectId}`;

  return (
    <RenderResultCard
      render={status.data}
      isError={status.isError}
      projectId={target.projectId}
      texts={{
        title: t('podcast.render.title'),
        openInMyVideos: t('podcast.render.openInMyVideos'),
        stage: (stage) => t(`podcast.render.stage.${stage}`),
        progressLabel: t('podcast.render.progressLabel'),
        making: t('podcast.render.making'),
        failed: t('podcast.render.failed'),
        downloadMp4: t('podcast.render.downloadMp4'),
        downloadSrt: t('podcast.render.downloadSrt'),
      }}
      testIds={{
        card: 'podcast-render',
        myVideosLink: 'podcast-my-videos-link',
        progress: 'podcast-render-progress',
        stage: 'podcast-render-stage',
        failed: 'podcast-render-failed',
        video: 'podcast-video',
        mp4: 'podcast-mp4',
        srt: 'podcast-srt',
      }}
      downloadName="podcast"
      maxVideoHeightPx={MAX_VIDEO_HEIGHT_PX}
      isAutoPlayed={false}
      actions={
        <Button component={Link} to={myVideosPath} variant="default" leftSection={<IconMovie size={16} aria-hidden />}>
          {t('podcast.render.openInMyVideos')}
        </Button>
      }
    />
  );
}
