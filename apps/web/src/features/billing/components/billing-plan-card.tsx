import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCoin, IconCrown, IconExternalLink, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BillingOverview } from '@talkreel/contract';
import { translatePlanName } from '../../../ui/session/state/plan-name.ts';
import { useOpenBillingPortal } from '../hooks/use-open-billing-portal.ts';
import { summarizeSubscription } from '../state/subscription-summary.ts';

/** The billing page's head: the plan and where it stands (renewal date, end, grace), the balance, and the ways to change them. */
export function BillingPlanCard({ overview }: { overview: BillingOverview }) {
  const { t, i18n } = useTranslation();
  const portal = useOpenBillingPortal();
  const summary = summarizeSubscription(overview.subscription);
  const planName = translatePlanName(overview.plan, t('plans', { returnObjects: true }));
  const date = summary.date ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(summary.date)) : '';
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {t('billing.page.plan')}
            </Text>
            <Group gap="sm">
              <Badge size="xl" radius="sm" variant={overview.plan === 'Free' ? 'default' : 'light'} data-testid="billing-plan-name" data-plan={overview.plan}>
                {planName}
              </Badge>
            </Group>
            <Text size="sm" data-testid="billing-plan-status" data-kind={summary.kind}>
              {t(`billing.page.summary.${summary.kind}`, { plan: planName, date })}
            </Text>
          </Stack>
          <Stack gap={6} align="flex-end">
            <Text size="sm" c="dimmed">
              {t('billing.page.credits')}
            </Text>
            <Group gap={6} wrap="nowrap">
              <IconCoin size={22} color="var(--mantine-color-yellow-6)" aria-hidden />
              <Text fw={700} fz={24} data-testid="billing-credit">
                {overview.credit}
              </Text>
            </Group>
          </Stack>
        </Group>
        <Group gap="sm">
          {overview.is_configured && overview.has_customer && (
            <Button leftSection={<IconExternalLink size={16} aria-hidden />} loading={portal.isOpening} onClick={portal.open} data-testid="billing-manage">
              {t('billing.page.manage')}
            </Button>
          )}
          {overview.is_configured && !summary.isPaidPlan && (
            <Button
              component={Link}
              to="/?action=buy&source=upgrade"
              color="coral"
              leftSection={<IconCrown size={16} aria-hidden />}
              data-testid="billing-upgrade"
            >
              {t('billing.page.upgrade')}
            </Button>
          )}
          {overview.is_configured && (
            <Button
              component={Link}
              to="/?action=buy&source=credits_store"
              variant="light"
              leftSection={<IconCoin size={16} aria-hidden />}
              data-testid="billing-buy-credits"
            >
              {t('billing.page.buyCredits')}
            </Button>
          )}
          <Button component={Link} to="/credits" variant="subtle" leftSection={<IconHistory size={16} aria-hidden />}>
            {t('billing.page.creditHistory')}
          </Button>
        </Group>
        {overview.has_customer && (
          <Text size="xs" c="dimmed">
            {t('billing.page.manageHint')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
