import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SceneListProps {
  scenes: readonly string[];
  /** Scenes are still coming: the list scrolls to its end as each arrives (spec §4). */
  isWriting: boolean;
}

/** Skeleton scenes while the first is being written. */
const SKELETON_SCENES = 3;

/** The script's scenes, each labelled 'SCENE n' (spec §2). */
export function SceneList({ scenes, isWriting }: SceneListProps) {
  const { t } = useTranslation();
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isWriting && scenes.length > 0) endRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [isWriting, scenes.length]);

  if (scenes.length === 0 && isWriting) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('topic.script.loading')} data-testid="scenes-loading">
        {Array.from({ length: SKELETON_SCENES }, (_, index) => (
          <Skeleton key={index} height={96} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (scenes.length === 0) {
    return (
      <Paper withBorder p="lg" data-testid="scenes-empty">
        <Text c="dimmed">{t('topic.script.noScenes')}</Text>
      </Paper>
    );
  }
  return (
    <div>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('topic.script.scenesLabel')} data-testid="scene-list">
        {scenes.map((scene, index) => (
          <Paper component="li" key={index} withBorder p={{ base: 'md', sm: 'lg' }} data-testid="topic-scene">
            <Stack gap={6}>
              <Text size="xs" fw={700} c="brand.7" style={{ letterSpacing: '0.06em' }} data-testid="topic-scene-label">
                {t('topic.script.scene', { number: index + 1 })}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="topic-scene-text">
                {scene}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <div ref={endRef} />
    </div>
  );
}
