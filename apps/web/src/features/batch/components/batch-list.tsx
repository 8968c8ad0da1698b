import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { batchListQueryOptions } from '../api/batch-query-options.ts';

/** Batches listed on the add page; the rest are in My Videos. */
const SHOWN_BATCHES = 10;

/** The person's batches, newest first, each linking to its page. */
export function BatchList() {
  const { t, i18n } = useTranslation();
  const list = useQuery(batchListQueryOptions());
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Paper withBorder radius="md" p="md" data-testid="batch-list">
      <Stack gap="sm">
        <Title order={4}>{t('batch.list.title')}</Title>
        {list.isPending ? (
          <Stack gap="xs">
            <Skeleton height={20} />
            <Skeleton height={20} />
            <Skeleton height={20} />
          </Stack>
        ) : list.isError ? (
          <Text size="sm" c="red.7">
            {t('batch.list.loadFailed')}
          </Text>
        ) : list.data.batches.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="batch-list-empty">
            {t('batch.list.empty')}
          </Text>
        ) : (
          <Stack gap={6}>
            {list.data.batches.slice(0, SHOWN_BATCHES).map((batch) => (
              <Stack key={batch.project_id} gap={0} data-testid="batch-list-item">
                <Anchor component={Link} to={`/batch-mode/${batch.project_id}`} size="sm" fw={600} lineClamp={1}>
                  {batch.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('batch.list.videos', { count: batch.total })}
                  {Number.isNaN(Date.parse(batch.created_at)) ? '' : ` · ${dateFormat.format(new Date(batch.created_at))}`}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
