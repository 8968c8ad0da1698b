import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../hooks/use-session.ts';

/** The current plan's name (Free, Starter, Pro, Business). */
export function PlanBadge() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const isFree = user.planInfo.plan === 'Free';
  return (
    <Badge variant={isFree ? 'default' : 'light'} radius="sm" data-testid="plan-badge" aria-label={`${t('topBar.plan')}: ${user.planInfo.plan}`}>
      {user.planInfo.plan}
    </Badge>
  );
}
