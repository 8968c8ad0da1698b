import { Alert, Code, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { operatorGrantUsage } from '@talkreel/contract';

/** Shown instead of anything for sale when the server has no STRIPE_SECRET_KEY: how its operator gives credits instead. */
export function PaymentsNotConfigured() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title={t('billing.notConfigured.title')} data-testid="billing-not-configured">
      <Text size="sm" mb="xs">
        {t('billing.notConfigured.body')}
      </Text>
      <Code block data-testid="billing-grant-command">
        {operatorGrantUsage}
      </Code>
    </Alert>
  );
}
