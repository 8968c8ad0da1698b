import { AspectRatio, Button, Group, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { FinishedRender } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../ui/notifications/show-error-toast.ts';
import { showSuccessToast } from '../../../ui/notifications/show-success-toast.ts';
import { Mp4DownloadButton } from '../../../ui/render-result/mp4-download-button.tsx';
import { SubtitleDownloadButton } from '../../../ui/render-result/subtitle-download-button.tsx';
import { copyText } from '../state/copy-text.ts';
import { findLinkExpiry } from '../state/link-expiry.ts';

export interface VideoResultProps {
  video: FinishedRender;
  name: string;
  /** Width over height of the video. */
  aspect: number;
}

/** A finished render: the MP4 with its cover as poster, download MP4 and SRT, and copy link (saying how long it works). */
export function VideoResult({ video, name, aspect }: VideoResultProps) {
  const { t, i18n } = useTranslation();
  const videoUrl = new URL(video.video_url, window.location.origin).href;
  const fileName = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'video';
  const expiry = findLinkExpiry(videoUrl);
  const expiryText = expiry
    ? t('videos.video.linkExpires', { date: new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(expiry) })
    : null;

  const copyLink = async () => {
    if (await copyText(videoUrl)) showSuccessToast(expiryText ? `${t('videos.video.linkCopied')} ${expiryText}` : t('videos.video.linkCopied'));
    else showErrorToast(t('videos.video.copyFailed', { url: videoUrl }));
  };

  return (
    <Stack gap="md">
      <AspectRatio ratio={aspect} bg="black" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <video
          key={video.task_id}
          src={video.video_url}
          poster={video.cover_url}
          controls
          preload="metadata"
          data-testid="rendered-video"
          data-task-id={video.task_id}
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      </AspectRatio>
      <Group gap="sm">
        <Mp4DownloadButton videoUrl={video.video_url} fileName={`${fileName}.mp4`} label={t('videos.video.downloadMp4')} testId="download-mp4" />
        <SubtitleDownloadButton subtitleUrl={video.subtitle_url} fileName={`${fileName}.srt`} label={t('videos.video.downloadSrt')} testId="download-srt" />
        <Button variant="default" leftSection={<IconLink size={16} />} onClick={() => void copyLink()} data-testid="copy-link">
          {t('videos.video.copyLink')}
        </Button>
      </Group>
      {expiryText && (
        <Text size="xs" c="dimmed" data-testid="link-expiry">
          {expiryText}
        </Text>
      )}
    </Stack>
  );
}
