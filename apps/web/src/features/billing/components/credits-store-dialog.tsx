import { Alert, Button, Group, Modal, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconCoin, IconCrown, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { BillingOverview } from '@talkreel/contract';
import { openLogin } from '../../../ui/login-dialog/login-dialog-store.ts';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { billingQueryOptions } from '../api/billing-query-options.ts';
import { useOpenBillingPortal } from '../hooks/use-open-billing-portal.ts';
import { useStartCheckout } from '../hooks/use-start-checkout.ts';
import { readStoreRequest, type StoreRequest, type StoreTab } from '../state/store-request.ts';
import { summarizeSubscription } from '../state/subscription-summary.ts';
import { PackOffers } from './pack-offers.tsx';
import { PaymentsNotConfigured } from './payments-not-configured.tsx';
import { PlanOffers } from './plan-offers.tsx';

/** The store's own address parameters, dropped when it closes (spec §2's pricing params, source and trace id with them). */
const STORE_PARAMS = ['action', 'source', 'item_id', 'plan', 'interval', 'checkout', 'trace_id'];

function StoreOffers({ overview, request }: { overview: BillingOverview; request: StoreRequest }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const [tab, setTab] = useState<StoreTab>(request.tab);
  const [interval, setInterval] = useState(request.interval);
  const checkout = useStartCheckout();
  const portal = useOpenBillingPortal();
  const subscription = summarizeSubscription(overview.subscription);
  const isGuest = status !== 'user';
  const signIn = () => void openLogin();

  if (overview.plans.length === 0 && overview.packs.length === 0) return <Text c="dimmed">{t('billing.store.nothingForSale')}</Text>;
  return (
    <Stack gap="md">
      {request.isCheckoutCancelled && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />} data-testid="billing-checkout-cancelled">
          {t('billing.store.cancelled')}
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => setTab(value === 'packs' ? 'packs' : 'plans')} keepMounted={false}>
        <Tabs.List grow>
          {overview.plans.length > 0 && (
            <Tabs.Tab value="plans" leftSection={<IconCrown size={16} aria-hidden />} data-testid="credits-store-tab-plans">
              {t('billing.store.plansTab')}
            </Tabs.Tab>
          )}
          {overview.packs.length > 0 && (
            <Tabs.Tab value="packs" leftSection={<IconCoin size={16} aria-hidden />} data-testid="credits-store-tab-packs">
              {t('billing.store.packsTab')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="plans" pt="md">
          <PlanOffers
            plans={overview.plans}
            interval={interval}
            onIntervalChange={setInterval}
            highlightedItemId={request.itemId}
            currentItemId={subscription.isPaidPlan ? (overview.subscription?.plan_item_id ?? null) : null}
            hasSubscriptionPlan={subscription.isPaidPlan}
            pendingItemId={checkout.pendingItemId}
            isOpeningPortal={portal.isOpening}
            isGuest={isGuest}
            onSubscribe={(planId) => checkout.start('subscription', planId)}
            onOpenPortal={portal.open}
            onSignIn={signIn}
          />
        </Tabs.Panel>
        <Tabs.Panel value="packs" pt="md">
          <PackOffers
            packs={overview.packs}
            highlightedItemId={request.itemId}
            pendingItemId={checkout.pendingItemId}
            isGuest={isGuest}
            onBuy={(packId) => checkout.start('pack', packId)}
            onSignIn={signIn}
          />
        </Tabs.Panel>
      </Tabs>
      <Group gap={6} wrap="nowrap">
        <IconLock size={14} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="xs" c="dimmed">
          {checkout.pendingItemId ? t('billing.store.redirecting') : t('billing.store.securePayment')}
        </Text>
      </Group>
    </Stack>
  );
}

function StoreContent() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const query = useQuery(billingQueryOptions());
  if (query.isPending) return <Skeleton height={320} radius="md" />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
        <Group justify="space-between">
          <Text size="sm">{t('billing.store.loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('billing.store.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!query.data.is_configured) return <PaymentsNotConfigured />;
  // The parameters pick the tab, interval and item to point at when the offers arrive, and again when they change.
  return <StoreOffers key={searchParams.toString()} overview={query.data} request={readStoreRequest(searchParams, query.data)} />;
}

/**
 * The Credits Store and the plans (spec §2: Home with `action=buy`): opened
 * by Upgrade, the credits dialog's Credits Store and Upgrade, the Free plan's
 * watermark switch and a look's 4101. Closing it takes its parameters out of
 * the address.
 */
export function CreditsStoreDialog() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isOpen = searchParams.get('action') === 'buy';
  const close = () =>
    setSearchParams((params) => {
      for (const name of STORE_PARAMS) params.delete(name);
      return params;
    });
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={t('billing.store.title')}
      size={960}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 20 } }}
      data-testid="credits-store"
    >
      {isOpen && <StoreContent />}
    </Modal>
  );
}
