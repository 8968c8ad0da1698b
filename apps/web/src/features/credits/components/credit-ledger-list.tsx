import { Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { LedgerEntry } from '@talkreel/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { creditLedgerQueryOptions } from '../api/credit-ledger-query-options.ts';
import { translateLedgerReason } from '../state/ledger-reason.ts';

/** Skeleton rows while the first page loads. */
const SKELETON_ROW_COUNT = 5;

function LedgerRow({ entry, formatDate }: { entry: LedgerEntry; formatDate: (iso: string) => string }) {
  const { t } = useTranslation();
  const reason = translateLedgerReason(entry.reason, {
    known: t('credits.history.reasons', { returnObjects: true }),
    planReason: (kind, plan) => t(`credits.history.planReasons.${kind}`, { plan }),
    plans: t('plans', { returnObjects: true }),
    refund: (debitReason) => t('credits.history.refund', { reason: debitReason }),
    yearlyMonth: (plan, month, months) => t('credits.history.yearlyMonth', { plan, month, months }),
    pack: (credits) => t('credits.history.pack', { credits }),
  });
  const isCredit = entry.amount > 0;
  return (
    <Table.Tr data-testid="ledger-row">
      <Table.Td c="dimmed">{formatDate(entry.created_at)}</Table.Td>
      <Table.Td>{reason}</Table.Td>
      <Table.Td ta="right" fw={600} c={isCredit ? 'green.6' : entry.amount === 0 ? 'dimmed' : 'red.6'}>
        {isCredit ? `+${entry.amount}` : entry.amount}
      </Table.Td>
      <Table.Td ta="right">{entry.balance_after}</Table.Td>
    </Table.Tr>
  );
}

/** The account's credit history: a table, newest first, 'Load more' while the server has more. */
export function CreditLedgerList() {
  const { t, i18n } = useTranslation();
  const ledger = useInfiniteQuery(creditLedgerQueryOptions());
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const formatDate = (iso: string) => dateFormat.format(new Date(iso));

  if (ledger.isPending) {
    return (
      <Stack gap="xs" aria-busy="true">
        {Array.from({ length: SKELETON_ROW_COUNT }, (_, index) => (
          <Skeleton key={index} height={36} radius="md" />
        ))}
      </Stack>
    );
  }
  if (ledger.isError) {
    return (
      <Group gap="sm">
        <Text c="dimmed">{t('credits.history.loadFailed')}</Text>
        <Button size="xs" variant="light" onClick={() => void ledger.refetch()}>
          {t('credits.history.retry')}
        </Button>
      </Group>
    );
  }

  const entries = ledger.data.pages.flatMap((page) => page.list);
  if (entries.length === 0) {
    return (
      <Card data-testid="ledger-empty">
        <Stack align="flex-start" gap="sm">
          <Text>{t('credits.history.empty')}</Text>
          <Button component={Link} to="/create">
            {t('credits.history.emptyAction')}
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <Card p={0}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('credits.history.date')}</Table.Th>
            <Table.Th>{t('credits.history.reason')}</Table.Th>
            <Table.Th ta="right">{t('credits.history.change')}</Table.Th>
            <Table.Th ta="right">{t('credits.history.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <LedgerRow key={entry.id} entry={entry} formatDate={formatDate} />
          ))}
        </Table.Tbody>
      </Table>
      {ledger.hasNextPage && (
        <Group justify="center" p="md">
          <Button variant="light" loading={ledger.isFetchingNextPage} onClick={() => void ledger.fetchNextPage()}>
            {t('credits.history.loadMore')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
