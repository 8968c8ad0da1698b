import { AspectRatio, Button, Group, Stack } from '@mantine/core';
import { IconDownload, IconFileText, IconLink } from '@tabler/icons-react';
import type { RenderStatus } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../ui/notifications/show-error-toast.ts';
import { showSuccessToast } from '../../../ui/notifications/show-success-toast.ts';
import { copyText } from '../state/copy-text.ts';

export interface VideoResultProps {
  render: RenderStatus;
  name: string;
  /** Width over height of the video. */
  aspect: number;
}

/** A finished render: the MP4 with its cover as poster, download MP4 and SRT, and copy link. */
export function VideoResult({ render, name, aspect }: VideoResultProps) {
  const { t } = useTranslation();
  if (!render.video_url) return null;
  const videoUrl = new URL(render.video_url, window.location.origin).href;
  const fileName = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'video';

  const copyLink = async () => {
    if (await copyText(videoUrl)) showSuccessToast(t('videos.video.linkCopied'));
    else showErrorToast(t('videos.video.copyFailed', { url: videoUrl }));
  };

  return (
    <Stack gap="md">
      <AspectRatio ratio={aspect} bg="black" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <video
          key={render.task_id}
          src={render.video_url}
          poster={render.cover_url ?? undefined}
          controls
          preload="metadata"
          data-testid="rendered-video"
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      </AspectRatio>
      <Group gap="sm">
        <Button component="a" href={render.video_url} download={`${fileName}.mp4`} leftSection={<IconDownload size={16} />} data-testid="download-mp4">
          {t('videos.video.downloadMp4')}
        </Button>
        {render.subtitle_url && (
          <Button
            component="a"
            href={render.subtitle_url}
            download={`${fileName}.srt`}
            variant="light"
            leftSection={<IconFileText size={16} />}
            data-testid="download-srt"
          >
            {t('videos.video.downloadSrt')}
          </Button>
        )}
        <Button variant="default" leftSection={<IconLink size={16} />} onClick={() => void copyLink()} data-testid="copy-link">
          {t('videos.video.copyLink')}
        </Button>
      </Group>
    </Stack>
  );
}
