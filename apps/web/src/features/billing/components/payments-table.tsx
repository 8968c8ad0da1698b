import { Alert, Table, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BillingPayment } from '@talkreel/contract';
import { translatePlanName } from '../../../ui/session/state/plan-name.ts';
import { formatMoney } from '../state/format-money.ts';

export interface PaymentsTableProps {
  payments: readonly BillingPayment[];
  areUnavailable: boolean;
}

/** The account's paid invoices and packs, newest first (Stripe's customer portal has the invoices as PDF). */
export function PaymentsTable({ payments, areUnavailable }: PaymentsTableProps) {
  const { t, i18n } = useTranslation();
  if (areUnavailable) {
    return (
      <Alert variant="light" color="orange" icon={<IconCloudOff aria-hidden />}>
        {t('billing.page.paymentsUnavailable')}
      </Alert>
    );
  }
  if (payments.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="billing-no-payments">
        {t('billing.page.noPayments')}
      </Text>
    );
  }
  const planNames = t('plans', { returnObjects: true });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="sm" data-testid="billing-payments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.page.date')}</Table.Th>
            <Table.Th>{t('billing.page.item')}</Table.Th>
            <Table.Th ta="right">{t('billing.page.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id} data-testid="billing-payment" data-kind={payment.kind}>
              <Table.Td>{dateFormat.format(new Date(payment.paid_at))}</Table.Td>
              <Table.Td>
                {payment.kind === 'plan'
                  ? t('billing.page.planPayment', { name: translatePlanName(payment.description, planNames) })
                  : t('billing.page.packPayment', { name: payment.description })}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(payment.amount_cents, payment.currency, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
