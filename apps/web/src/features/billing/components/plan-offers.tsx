import { Badge, Button, Card, Group, List, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BillingPlanOffer } from '@talkreel/contract';
import { translatePlanName } from '../../../ui/session/state/plan-name.ts';
import { formatMoney, yearlySavingPercent } from '../state/format-money.ts';
import type { BillingInterval } from '../state/store-request.ts';

export interface PlanOffersProps {
  plans: readonly BillingPlanOffer[];
  interval: BillingInterval;
  onIntervalChange: (interval: BillingInterval) => void;
  highlightedItemId: string | null;
  /** The plan for sale the account pays for now; null when none. */
  currentItemId: string | null;
  /** The account has a plan from a subscription: other plans are changed in the portal, not bought again. */
  hasSubscriptionPlan: boolean;
  pendingItemId: string | null;
  isOpeningPortal: boolean;
  isGuest: boolean;
  onSubscribe: (planId: string) => void;
  onOpenPortal: () => void;
  onSignIn: () => void;
}

/** The paid plans of one interval (monthly or yearly), side by side, each with its price, credits, rules and button. */
export function PlanOffers(props: PlanOffersProps) {
  const { plans, interval, highlightedItemId, currentItemId, hasSubscriptionPlan, pendingItemId, isGuest } = props;
  const { t, i18n } = useTranslation();
  const intervals = [...new Set(plans.map((plan) => plan.interval))];
  const shown = plans.filter((plan) => plan.interval === interval);
  const planNames = t('plans', { returnObjects: true });

  const buttonOf = (plan: BillingPlanOffer) => {
    if (isGuest) return { label: t('billing.store.signInToBuy'), onClick: props.onSignIn, isLoading: false };
    if (plan.id === currentItemId) return { label: t('billing.store.currentPlan'), onClick: undefined, isLoading: false };
    if (hasSubscriptionPlan) return { label: t('billing.store.changeInPortal'), onClick: props.onOpenPortal, isLoading: props.isOpeningPortal };
    return { label: t('billing.store.subscribe'), onClick: () => props.onSubscribe(plan.id), isLoading: pendingItemId === plan.id };
  };

  return (
    <Stack gap="md">
      {intervals.length > 1 && (
        <Group justify="center">
          <SegmentedControl
            data-testid="billing-interval"
            value={interval}
            onChange={(value) => props.onIntervalChange(value === 'year' ? 'year' : 'month')}
            data={[
              { value: 'month', label: t('billing.store.monthly') },
              { value: 'year', label: t('billing.store.yearly') },
            ]}
          />
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: Math.max(1, Math.min(3, shown.length)) }} spacing="md">
        {shown.map((plan) => {
          const monthly = plans.find((candidate) => candidate.tier === plan.tier && candidate.interval === 'month');
          const saving = plan.interval === 'year' && monthly ? yearlySavingPercent(monthly.amount_cents, plan.amount_cents) : 0;
          const isHighlighted = plan.id === highlightedItemId;
          const button = buttonOf(plan);
          return (
            <Card
              key={plan.id}
              withBorder
              radius="md"
              padding="lg"
              data-testid="plan-offer"
              data-item-id={plan.id}
              data-highlighted={isHighlighted}
              style={isHighlighted ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}
            >
              <Stack gap="sm" h="100%">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700} fz={20}>
                    {translatePlanName(plan.name, planNames)}
                  </Text>
                  {saving > 0 && (
                    <Badge color="coral" variant="light" data-testid="plan-offer-saving">
                      {t('billing.store.save', { percent: saving })}
                    </Badge>
                  )}
                </Group>
                <Group gap={4} align="baseline">
                  <Text fw={700} fz={32} data-testid="plan-offer-price">
                    {formatMoney(plan.amount_cents, plan.currency, i18n.language)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {plan.interval === 'year' ? t('billing.store.perYear') : t('billing.store.perMonth')}
                  </Text>
                </Group>
                <List size="sm" spacing={6} icon={<IconCheck size={16} color="var(--mantine-color-green-6)" aria-hidden />} style={{ flexGrow: 1 }}>
                  <List.Item>{t('billing.store.monthlyCredits', { credits: plan.monthly_credits.toLocaleString(i18n.language) })}</List.Item>
                  <List.Item>{t('billing.store.characters', { characters: plan.characters.toLocaleString(i18n.language) })}</List.Item>
                  {plan.can_remove_watermark && <List.Item>{t('billing.store.noWatermark')}</List.Item>}
                  {plan.interval === 'year' && <List.Item>{t('billing.store.yearlyCredits')}</List.Item>}
                </List>
                <Button
                  fullWidth
                  color={isHighlighted ? 'coral' : undefined}
                  variant={button.onClick ? 'filled' : 'light'}
                  disabled={!button.onClick || (pendingItemId !== null && pendingItemId !== plan.id)}
                  loading={button.isLoading}
                  onClick={button.onClick}
                  data-testid="plan-offer-buy"
                >
                  {button.label}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
