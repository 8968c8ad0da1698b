import { Box, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './template-card.module.css';

export interface TemplateCoverProps {
  coverUrl: string;
  /** Played muted in place of the cover while `isPlaying` (hover or focus). */
  previewUrl: string;
  isPlaying: boolean;
}

/**
 * A template's picture in a square frame (every ratio fits whole): the cover,
 * its preview video while pointed at, or a skeleton saying the first render is
 * not finished ('' cover, contract).
 */
export function TemplateCover({ coverUrl, previewUrl, isPlaying }: TemplateCoverProps) {
  const { t } = useTranslation();
  if (!coverUrl) {
    return (
      <Box className={classes.frame} data-testid="template-cover-pending">
        <Skeleton className={classes.fill} radius={0} animate />
        <Stack className={classes.fill} align="center" justify="center" gap={4} c="dimmed">
          <IconMovie size={24} aria-hidden />
          <Text size="xs">{t('templates.grid.previewRendering')}</Text>
        </Stack>
      </Box>
    );
  }
  return (
    <Box className={classes.frame}>
      <Image src={coverUrl} alt="" className={classes.fill} fit="contain" loading="lazy" />
      {isPlaying && previewUrl && (
        <video className={classes.fill} src={previewUrl} poster={coverUrl} autoPlay muted loop playsInline aria-hidden data-testid="template-card-video" />
      )}
    </Box>
  );
}
