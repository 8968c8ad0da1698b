import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { billingQueryOptions } from '../api/billing-query-options.ts';
import { BillingPlanCard } from '../components/billing-plan-card.tsx';
import { CheckoutResultAlert } from '../components/checkout-result-alert.tsx';
import { PaymentsNotConfigured } from '../components/payments-not-configured.tsx';
import { PaymentsTable } from '../components/payments-table.tsx';
import { useCheckoutReturn } from '../hooks/use-checkout-return.ts';

/** `/billing` (account menu; Stripe's way back from checkout and the portal): the plan, its renewal, the balance, payments, Manage subscription. */
export function BillingPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('billing.page.title')} · ${t('app.name')}`);
  const checkout = useCheckoutReturn();
  const query = useQuery(billingQueryOptions());

  return (
    <Stack gap="lg" maw={880} data-testid="billing-page">
      <Stack gap={4}>
        <Title order={1} fz={32}>
          {t('billing.page.title')}
        </Title>
        <Text c="dimmed">{t('billing.page.subtitle')}</Text>
      </Stack>
      <CheckoutResultAlert checkout={checkout} />
      {query.isPending && <Skeleton height={180} radius="md" />}
      {query.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Group justify="space-between">
            <Text size="sm">{t('billing.page.loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('billing.page.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {query.isSuccess && (
        <>
          {!query.data.is_configured && <PaymentsNotConfigured />}
          <BillingPlanCard overview={query.data} />
          {query.data.is_configured && (
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Title order={2} fz={20}>
                  {t('billing.page.payments')}
                </Title>
                <PaymentsTable payments={query.data.payments} areUnavailable={query.data.are_payments_unavailable} />
              </Stack>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
