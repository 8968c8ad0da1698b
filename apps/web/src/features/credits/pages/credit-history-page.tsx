import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CreditLedgerList } from '../components/credit-ledger-list.tsx';

/** `/credits`: the account's credit history, from the account menu. */
export function CreditHistoryPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('credits.history.title')} · ${t('app.name')}`);

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Title order={1} fz={32}>
          {t('credits.history.title')}
        </Title>
        <Text c="dimmed">{t('credits.history.subtitle')}</Text>
      </Stack>
      <CreditLedgerList />
    </Stack>
  );
}
