import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { projectListQueryOptions } from '../api/video-query-options.ts';
import { VideoCard } from './video-card.tsx';

/** Skeleton cards while the first page loads: one page's worth would be too busy; two rows of four. */
const SKELETON_CARD_COUNT = 8;
const GRID_COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 };

function VideoGridSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing="lg" aria-busy="true" data-testid="video-grid-skeleton">
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <Card key={index} padding="sm">
          <Card.Section>
            <Skeleton height={0} pb="56.25%" radius={0} />
          </Card.Section>
          <Skeleton height={16} mt="sm" width="70%" />
          <Skeleton height={12} mt="xs" width="40%" />
          <Skeleton height={20} mt="sm" width={64} />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** My Videos: the user's projects as cards, newest first, refreshed every 2 s while a render is unfinished. */
export function VideoGrid() {
  const { t, i18n } = useTranslation();
  const projects = useInfiniteQuery(projectListQueryOptions());
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const formatDate = (iso: string) => dateFormat.format(new Date(iso));

  if (projects.isPending) return <VideoGridSkeleton />;
  if (projects.isError) {
    return (
      <Group gap="sm">
        <Text c="dimmed">{t('videos.list.loadFailed')}</Text>
        <Button size="xs" variant="light" onClick={() => void projects.refetch()}>
          {t('videos.list.retry')}
        </Button>
      </Group>
    );
  }
  const list = projects.data.pages.flatMap((page) => page.list);
  if (list.length === 0) {
    return (
      <Card data-testid="videos-empty">
        <Stack align="flex-start" gap="sm">
          <Text>{t('videos.list.empty')}</Text>
          <Button component={Link} to="/create" data-testid="videos-create">
            {t('videos.list.emptyAction')}
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg" data-testid="video-grid">
        {list.map((project) => (
          <VideoCard key={project.id} project={project} formatDate={formatDate} />
        ))}
      </SimpleGrid>
      {projects.hasNextPage && (
        <Group justify="center">
          <Button variant="light" loading={projects.isFetchingNextPage} onClick={() => void projects.fetchNextPage()}>
            {t('videos.list.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
