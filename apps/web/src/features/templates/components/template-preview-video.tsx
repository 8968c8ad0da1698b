import { Box, Skeleton, Stack, Text } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface TemplatePreviewVideoProps {
  /** Undefined while the template loads; '' while its first render is not finished. */
  previewUrl: string | undefined;
  coverUrl: string | undefined;
  name: string;
  /** CSS height of the frame; every ratio fits whole inside it. */
  height: string;
}

/** The dialog's preview: autoplay (muted, so browsers allow it) with controls; a skeleton while loading or rendering. */
export function TemplatePreviewVideo({ previewUrl, coverUrl, name, height }: TemplatePreviewVideoProps) {
  const { t } = useTranslation();
  if (previewUrl === undefined) return <Skeleton h={height} radius="lg" data-testid="template-dialog-video-skeleton" />;
  if (!previewUrl) {
    return (
      <Box pos="relative" h={height}>
        <Skeleton h="100%" radius="lg" />
        <Stack pos="absolute" inset={0} align="center" justify="center" gap={4} c="dimmed" data-testid="template-dialog-video-pending">
          <IconMovie size={28} aria-hidden />
          <Text size="sm">{t('templates.grid.previewRendering')}</Text>
        </Stack>
      </Box>
    );
  }
  return (
    <video
      key={previewUrl}
      src={previewUrl}
      poster={coverUrl || undefined}
      autoPlay
      muted
      controls
      playsInline
      aria-label={t('templates.dialog.video', { name })}
      style={{ display: 'block', width: '100%', height, objectFit: 'contain', background: '#111827', borderRadius: 12 }}
      data-testid="template-dialog-video"
    />
  );
}
