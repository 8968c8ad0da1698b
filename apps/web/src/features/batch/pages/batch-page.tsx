import { Alert, Anchor, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { BatchLocatorSchema } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isServerRefusal } from '../../../api/api-error.ts';
import { batchStatusQueryOptions } from '../api/batch-query-options.ts';
import { templateDetailQueryOptions } from '../api/template-query-options.ts';
import { BatchRowsTable } from '../components/batch-rows-table.tsx';
import { useRetryBatch } from '../hooks/use-retry-batch.ts';
import { batchCreditTotal, batchRowCreditCost } from '../state/batch-credit-cost.ts';
import { batchResultCsvFileName, batchZipFileName } from '../state/batch-file-names.ts';
import { batchProgressPercent, isBatchUnfinished } from '../state/batch-progress.ts';

function BackLinks() {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Anchor component={Link} to="/batch-mode/add" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('batch.page.back')}
        </Group>
      </Anchor>
      <Button component={Link} to="/batch-mode/add" variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />}>
        {t('batch.page.newBatch')}
      </Button>
    </Group>
  );
}

function BatchView({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const status = useQuery(batchStatusQueryOptions(projectId));
  const template = useQuery({ ...templateDetailQueryOptions(status.data?.template_id ?? ''), enabled: Boolean(status.data?.template_id) });
  const retry = useRetryBatch(projectId);

  if (status.isPending) {
    return (
      <Stack gap="md" data-testid="batch-page-loading" aria-label={t('batch.page.loading')}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={16} />
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={36} />
        ))}
      </Stack>
    );
  }
  if (status.isError) {
    return (
      <Alert color="red" data-testid="batch-page-error">
        {isServerRefusal(status.error) ? status.error.msg : t('batch.page.loadFailed')}
      </Alert>
    );
  }

  const batch = status.data;
  const percent = batchProgressPercent(batch);
  const isUnfinished = isBatchUnfinished(batch);
  const retryCredits = batchCreditTotal(batch.failed, batchRowCreditCost);

  return (
    <Stack gap="lg" data-testid="batch-page" data-unfinished={isUnfinished || undefined}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 32 }} data-testid="batch-name-title">
          {batch.name}
        </Title>
        {template.data ? (
          <Text size="sm" c="dimmed">
            {template.data.name}
          </Text>
        ) : null}
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text fw={600} data-testid="batch-done-count" data-done={batch.done} data-total={batch.total}>
              {t('batch.page.doneOfTotal', { done: batch.done, total: batch.total })}
            </Text>
            <Group gap="sm">
              {batch.failed > 0 ? (
                <Text c="red.7" fw={600} data-testid="batch-failed-count" data-failed={batch.failed}>
                  {t('batch.page.failedCount', { count: batch.failed })}
                </Text>
              ) : null}
              <Text c="dimmed">{percent}%</Text>
            </Group>
          </Group>
          <Progress value={percent} size="lg" aria-label={t('batch.page.progressLabel')} animated={isUnfinished} data-testid="batch-progress" />
          {!isUnfinished && batch.failed === 0 && batch.done === batch.total && batch.total > 0 ? (
            <Text size="sm" c="green.8">
              {t('batch.page.allDone')}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <Group gap="sm">
        {batch.failed > 0 ? (
          <Button
            color="red"
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={retry.isPending}
            onClick={() => void retry.start(retryCredits, t('batch.page.retryConfirmTitle', { count: batch.failed }))}
            data-testid="batch-retry"
          >
            {t('batch.page.retryFailed')}
          </Button>
        ) : null}
        <Tooltip label={t('batch.page.zipDisabled')} disabled={batch.done > 0}>
          <span>
            {/* Signed links: the browser streams the ZIP straight to disk, however many videos. */}
            <Button
              component="a"
              href={batch.done === 0 ? undefined : batch.zip_url}
              download={batchZipFileName(batch.name)}
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={batch.done === 0}
              data-testid="batch-download-zip"
            >
              {t('batch.page.downloadZip')}
            </Button>
          </span>
        </Tooltip>
        <Button
          component="a"
          href={batch.result_csv_url}
          download={batchResultCsvFileName(batch.name)}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          data-testid="batch-download-result-csv"
        >
          {t('batch.page.downloadResultCsv')}
        </Button>
      </Group>
      <BatchRowsTable rows={batch.rows} />
    </Stack>
  );
}

/** `/batch-mode/:projectId`: a batch's progress, its rows, retry of the failed ones, the ZIP and the result CSV. */
export function BatchPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const isValidId = BatchLocatorSchema.safeParse({ project_id: projectId }).success;
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={1200}>
      <BackLinks />
      {isValidId ? (
        <BatchView projectId={projectId} />
      ) : (
        <Alert color="orange" data-testid="batch-page-not-found">
          {t('batch.page.notFound')}
        </Alert>
      )}
    </Stack>
  );
}
