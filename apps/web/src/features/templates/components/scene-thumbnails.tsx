import { Group, ScrollArea, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TemplateAspectRatio } from '@talkreel/contract';
import { ASPECT_RATIO_VALUES } from '../state/template-aspect-ratio.ts';

/** Placeholders while the template loads (site §9: 4 skeleton thumbnails). */
const SKELETON_THUMBNAIL_COUNT = 4;
const THUMBNAIL_HEIGHT_PX = 72;

export interface SceneThumbnailsProps {
  /** Undefined while the template loads. */
  thumbnails: readonly string[] | undefined;
  aspectRatio: TemplateAspectRatio | undefined;
}

/** A row with one picture per scene (rendered 0.3 s after each scene starts), 4 skeletons while loading. */
export function SceneThumbnails({ thumbnails, aspectRatio }: SceneThumbnailsProps) {
  const { t } = useTranslation();
  const widthPx = Math.round(THUMBNAIL_HEIGHT_PX * ASPECT_RATIO_VALUES[aspectRatio ?? 1]);
  return (
    <section aria-label={t('templates.dialog.scenes')}>
      <Title order={3} fz={16} mb="xs">
        {t('templates.dialog.scenes')}
      </Title>
      {thumbnails && thumbnails.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="template-scenes-rendering">
          {t('templates.dialog.scenesRendering')}
        </Text>
      ) : (
        <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
          <Group gap="xs" wrap="nowrap" data-testid="template-scenes">
            {thumbnails
              ? thumbnails.map((url, index) => (
                  <img
                    key={`${index}:${url}`}
                    src={url}
                    alt={t('templates.dialog.scene', { number: index + 1 })}
                    width={widthPx}
                    height={THUMBNAIL_HEIGHT_PX}
                    loading="lazy"
                    style={{ objectFit: 'cover', borderRadius: 8, background: 'var(--mantine-color-gray-1)', flexShrink: 0 }}
                    data-testid="template-scene-thumbnail"
                  />
                ))
              : Array.from({ length: SKELETON_THUMBNAIL_COUNT }, (_, index) => (
                  <Skeleton key={index} width={widthPx} height={THUMBNAIL_HEIGHT_PX} radius="md" data-testid="template-scene-skeleton" />
                ))}
          </Group>
        </ScrollArea>
      )}
    </section>
  );
}
