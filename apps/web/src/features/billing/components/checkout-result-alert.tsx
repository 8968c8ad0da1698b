import { Alert, Loader } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translatePlanName } from '../../../ui/session/state/plan-name.ts';
import type { useCheckoutReturn } from '../hooks/use-checkout-return.ts';

/** What the way back from Stripe's payment page found: confirming, paid (credits or plan), still processing, or not confirmed yet. */
export function CheckoutResultAlert({ checkout }: { checkout: ReturnType<typeof useCheckoutReturn> }) {
  const { t } = useTranslation();
  if (checkout.isSyncing) {
    return (
      <Alert variant="light" icon={<Loader size={16} aria-hidden />} data-testid="billing-checkout-result" data-state="syncing">
        {t('billing.checkout.confirming')}
      </Alert>
    );
  }
  if (checkout.hasFailed) {
    return (
      <Alert variant="light" color="orange" icon={<IconAlertTriangle aria-hidden />} data-testid="billing-checkout-result" data-state="failed">
        {t('billing.checkout.failed')}
      </Alert>
    );
  }
  const result = checkout.result;
  if (!result) return null;
  if (!result.is_paid) {
    return (
      <Alert variant="light" color="gray" icon={<IconClock aria-hidden />} data-testid="billing-checkout-result" data-state="pending">
        {t('billing.checkout.pending')}
      </Alert>
    );
  }
  const plan = translatePlanName(result.plan, t('plans', { returnObjects: true }));
  return (
    <Alert variant="light" color="green" icon={<IconCircleCheck aria-hidden />} data-testid="billing-checkout-result" data-state="paid" data-kind={result.kind}>
      {result.kind === 'pack' ? t('billing.checkout.packDone', { credit: result.credit }) : t('billing.checkout.planDone', { plan, credit: result.credit })}
    </Alert>
  );
}
