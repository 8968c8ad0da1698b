import { Badge, Box } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import type { ProductMediaItem } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import classes from './media-thumbnail.module.css';

export interface MediaThumbnailProps {
  item: ProductMediaItem;
}

/** A picture, or a video's first frame with a video mark; square, cropped to fill. */
export function MediaThumbnail({ item }: MediaThumbnailProps) {
  const { t } = useTranslation();
  return (
    <Box className={classes.frame}>
      {item.type === 1 ? (
        <img className={classes.media} src={item.url} alt={item.name} loading="lazy" />
      ) : (
        <>
          {/* #t=0.1: a frame just after the start, which browsers paint as the still. */}
          <video className={classes.media} src={`${item.url}#t=0.1`} muted playsInline preload="metadata" aria-label={item.name} />
          <Badge className={classes.mark} size="xs" variant="filled" color="dark" leftSection={<IconVideo size={10} aria-hidden />} aria-hidden>
            {t('product.media.video')}
          </Badge>
        </>
      )}
    </Box>
  );
}
