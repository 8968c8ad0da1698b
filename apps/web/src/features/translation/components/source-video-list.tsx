import { Alert, AspectRatio, Button, Center, Group, Image, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import type { ProjectSummarySchema } from '@talkreel/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { sourceVideosQueryOptions } from '../api/translation-query-options.ts';
import { formatDuration } from '../state/timestamp.ts';
import type { TranslationSourceChoice } from '../state/translation-form.ts';

type ProjectSummary = z.output<typeof ProjectSummarySchema>;

const MS_PER_SECOND = 1000;

/** The finished render a project is shown and translated by: its latest when done, else the last one that finished. */
function finishedRenderOf(project: ProjectSummary) {
  if (project.render.status === 'done' && project.render.video_url) {
    return { coverUrl: project.render.cover_url, durationSeconds: project.render.duration };
  }
  const last = project.render.last_done;
  return last ? { coverUrl: last.cover_url, durationSeconds: last.duration } : null;
}

export interface SourceVideoListProps {
  selectedProjectId: string | null;
  onSelect: (source: TranslationSourceChoice) => void;
}

/** 'My videos': the user's rendered videos as radio cards (cover, name, length), a page at a time. */
export function SourceVideoList({ selectedProjectId, onSelect }: SourceVideoListProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(sourceVideosQueryOptions());

  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={140} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t('videoTranslation.source.loadError')}>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('videoTranslation.source.retry')}
        </Button>
      </Alert>
    );
  }

  const rendered = query.data.pages
    .flatMap((page) => page.list)
    .map((project) => ({ project, render: finishedRenderOf(project) }))
    .filter((entry) => entry.render !== null);
  const choose = (projectId: string) => {
    const entry = rendered.find((candidate) => candidate.project.id === projectId);
    if (!entry?.render) return;
    const durationMs = entry.render.durationSeconds === null ? null : Math.round(entry.render.durationSeconds * MS_PER_SECOND);
    onSelect({ type: 'project', projectId, name: entry.project.name, durationMs });
  };

  return (
    <Stack gap="sm">
      {rendered.length === 0 && !query.hasNextPage ? (
        <Text size="sm" c="dimmed" data-testid="source-videos-empty">
          {t('videoTranslation.source.noVideos')}
        </Text>
      ) : (
        <Radio.Group value={selectedProjectId} onChange={choose} aria-label={t('videoTranslation.source.listLabel')}>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {rendered.map(({ project, render }) => (
              <Radio.Card key={project.id} value={project.id} radius="md" p={6} data-testid="source-video" data-project-id={project.id}>
                <Stack gap={6}>
                  <AspectRatio ratio={16 / 9} bg="gray.1" style={{ borderRadius: 6, overflow: 'hidden' }}>
                    {render?.coverUrl ? (
                      <Image src={render.coverUrl} alt="" fit="contain" bg="black" />
                    ) : (
                      <Center c="dimmed" aria-hidden>
                        <IconMovie size={24} />
                      </Center>
                    )}
                  </AspectRatio>
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <Radio.Indicator size="xs" mt={3} />
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={600} lineClamp={2}>
                        {project.name}
                      </Text>
                      {render?.durationSeconds != null && (
                        <Text size="xs" c="dimmed">
                          {formatDuration(render.durationSeconds * MS_PER_SECOND)}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </Stack>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      {query.hasNextPage && (
        <Button variant="default" size="xs" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          {t('videoTranslation.source.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
