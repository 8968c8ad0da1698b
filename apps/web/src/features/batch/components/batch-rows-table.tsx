import { Anchor, Badge, Group, Progress, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { BatchRowStatus } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { shownRenderStage } from '../../../ui/render-result/render-stage.ts';

const STATUS_COLOURS: Record<BatchRowStatus['status'], string> = {
  none: 'gray',
  queued: 'gray',
  running: 'violet',
  done: 'green',
  failed: 'red',
  cancelled: 'gray',
};

function RowStatusBadge({ row }: { row: BatchRowStatus }) {
  const { t } = useTranslation();
  const stage = shownRenderStage(row);
  const label = row.status === 'running' && stage ? t(`batch.stage.${stage}`) : t(`batch.status.${row.status}`);
  return (
    <Badge color={STATUS_COLOURS[row.status]} variant="light" tt="none" data-testid="batch-row-status" data-status={row.status}>
      {label}
    </Badge>
  );
}

/** One line per row: its number, a status badge with the stage name, a progress bar, the MP4 when done, the error when failed. */
export function BatchRowsTable({ rows }: { rows: readonly BatchRowStatus[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped withTableBorder verticalSpacing={6} data-testid="batch-rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{t('batch.page.columnRow')}</Table.Th>
            <Table.Th w={180}>{t('batch.page.columnStatus')}</Table.Th>
            <Table.Th w={200}>{t('batch.page.columnProgress')}</Table.Th>
            <Table.Th>{t('batch.page.columnResult')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const percent = row.status === 'done' ? 100 : Math.min(100, Math.max(0, row.progress));
            return (
              <Table.Tr key={`${row.row}-${row.index}`} data-testid="batch-row" data-row={row.row} data-status={row.status}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>
                  <RowStatusBadge row={row} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Progress
                      value={percent}
                      color={row.status === 'failed' ? 'red' : row.status === 'done' ? 'green' : undefined}
                      size="sm"
                      style={{ flex: 1 }}
                      aria-label={t('batch.page.rowProgress', { row: row.row })}
                      animated={row.status === 'running'}
                    />
                    <Text size="xs" c="dimmed" w={36} ta="right">
                      {percent}%
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {row.status === 'done' && row.video_url ? (
                    <Anchor href={row.video_url} target="_blank" rel="noreferrer" size="sm" data-testid="batch-row-video">
                      <Group gap={4} wrap="nowrap">
                        {t('batch.page.openVideo')}
                        <IconExternalLink size={14} aria-hidden />
                      </Group>
                    </Anchor>
                  ) : row.status === 'failed' ? (
                    <Text size="sm" c="red.7" data-testid="batch-row-error">
                      {row.err_msg || t('batch.page.failedFallback')}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
