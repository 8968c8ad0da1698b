import { Alert, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { translationListQueryOptions } from '../api/translation-query-options.ts';
import { languageNameOf } from '../state/language-label.ts';
import { formatDuration } from '../state/timestamp.ts';
import { translationRecordPath } from '../state/translation-path.ts';
import { isTranslationRunning } from '../state/translation-progress.ts';
import { TranslationStatusBadge } from './translation-status-badge.tsx';

/** Past translations, newest first (GET list), each a link to its page; refreshed while one runs. */
export function TranslationHistory() {
  const { t, i18n } = useTranslation();
  const query = useInfiniteQuery(translationListQueryOptions());
  const formatDate = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const names = (codes: readonly string[]) => codes.map((code) => languageNameOf(code, i18n.language)).join(', ');

  let body;
  if (query.isPending) {
    body = <Skeleton h={72} radius="md" />;
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light" title={t('videoTranslation.history.loadError')}>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('videoTranslation.record.retry')}
        </Button>
      </Alert>
    );
  } else {
    const records = query.data.pages.flatMap((page) => page.list);
    body =
      records.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="translation-history-empty">
          {t('videoTranslation.history.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {records.map((record) => (
            <li key={record.id}>
              <UnstyledButton
                component={Link}
                to={translationRecordPath(record.id)}
                w="100%"
                aria-label={t('videoTranslation.history.open', { name: record.source.name })}
                data-testid="translation-history-item"
              >
                <Paper withBorder radius="md" p="sm">
                  <Stack gap={6}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text fw={600} truncate="end">
                        {record.source.name}
                      </Text>
                      <TranslationStatusBadge status={record.status} />
                    </Group>
                    <Text size="sm">
                      {t('videoTranslation.history.languages', {
                        source: languageNameOf(record.source_language, i18n.language),
                        targets: names(record.target_languages),
                      })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(record.created_at)} · {formatDuration(record.source.duration_ms)}
                    </Text>
                    {isTranslationRunning(record.status) && <Progress value={record.progress} size="sm" radius="xl" aria-hidden />}
                  </Stack>
                </Paper>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="translation-history-title" data-testid="translation-history">
      <Title order={2} fz={20} id="translation-history-title">
        {t('videoTranslation.history.title')}
      </Title>
      {body}
      {query.hasNextPage && (
        <Button variant="default" size="xs" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          {t('videoTranslation.history.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
