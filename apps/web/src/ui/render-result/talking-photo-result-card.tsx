import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RenderResultCard } from './render-result-card.tsx';
import { talkingPhotoRenderStatusQueryOptions } from './talking-photo-render-status-query-options.ts';

export interface TalkingPhotoResultCardProps {
  projectId: string;
  index: number;
  /** The card's heading (default: the talking photo's). */
  title?: string;
}

/** The card's widest, px, on Home. */
const MAX_CARD_WIDTH_PX = 720;
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

  return (
    <RenderResultCard
      render={status.data}
      isError={status.isError}
      projectId={projectId}
      texts={{
        title: title ?? t('talkingPhoto.progress.title'),
        openInMyVideos: t('talkingPhoto.progress.openInMyVideos'),
        stage: (stage) => t(`talkingPhoto.progress.stage.${stage}`),
        progressLabel: t('talkingPhoto.progress.progressLabel'),
        making: t('talkingPhoto.progress.making'),
        failed: t('talkingPhoto.progress.failed'),
        downloadMp4: t('talkingPhoto.progress.downloadMp4'),
        downloadSrt: t('talkingPhoto.progress.downloadSrt'),
      }}
      testIds={{
        card: 'talking-photo-result',
        progress: 'talking-photo-progress',
        stage: 'talking-photo-stage',
        failed: 'talking-photo-failed',
        video: 'talking-photo-video',
        mp4: 'talking-photo-mp4',
        srt: 'talking-photo-srt',
      }}
      downloadName="talking-photo"
      maxWidthPx={MAX_CARD_WIDTH_PX}
      maxVideoHeightPx={MAX_VIDEO_HEIGHT_PX}
      isAutoPlayed
      actions={
        <Button component={Link} to="/talking-photo" variant="default">
          {t('talkingPhoto.progress.createAnother')}
        </Button>
      }
    />
  );
}
