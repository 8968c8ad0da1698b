import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Skeleton cards while the first page loads: four rows of the grid. */
const SKELETON_CARD_COUNT = 12;

export interface VoiceGridSkeletonProps {
  columns: number;
  count?: number;
}

/** Placeholder cards in the shape of voice items (DESIGN.md: skeletons in the shape of the content). */
export function VoiceGridSkeleton({ columns, count = SKELETON_CARD_COUNT }: VoiceGridSkeletonProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="sm" aria-busy="true" aria-label={t('voices.list.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder radius="lg" p="sm" bg="white" data-testid="voice-skeleton">
          <Group wrap="nowrap" gap="sm">
            <Skeleton circle height={40} />
            <Stack gap={6} flex={1}>
              <Skeleton height={12} width="55%" radius="sm" />
              <Skeleton height={10} width="35%" radius="sm" />
            </Stack>
          </Group>
          <Group gap={6} mt="sm">
            <Skeleton height={18} width={60} radius="sm" />
            <Skeleton height={18} width={48} radius="sm" />
            <Skeleton height={18} width={70} radius="sm" />
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
