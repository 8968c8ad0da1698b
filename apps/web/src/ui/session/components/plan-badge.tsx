import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../hooks/use-session.ts';
import { translatePlanName } from '../state/plan-name.ts';

/** The current plan's name (Free, Starter, Pro, Business), in the UI's language. */
export function PlanBadge() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const isFree = user.planInfo.plan === 'Free';
  const planName = translatePlanName(user.planInfo.plan, t('plans', { returnObjects: true }));
  return (
    <Badge
      variant={isFree ? 'default' : 'light'}
      radius="sm"
      data-testid="plan-badge"
      data-plan={user.planInfo.plan}
      aria-label={`${t('topBar.plan')}: ${planName}`}
    >
      {planName}
    </Badge>
  );
}
