import { Group, Skeleton, Text, Tooltip } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../hooks/use-session.ts';

/** The top bar's credit balance with a coin icon. */
export function CreditsBalance() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  if (status === 'loading') return <Skeleton height={20} width={56} radius="xl" />;
  if (!user) return null;
  return (
    <Tooltip label={t('topBar.credits')}>
      <Group gap={6} wrap="nowrap" data-testid="credits-balance" aria-label={`${t('topBar.credits')}: ${user.credit}`}>
        <IconCoin size={20} stroke={1.8} color="var(--mantine-color-yellow-6)" aria-hidden />
        <Text fw={600} size="sm">
          {user.credit}
        </Text>
      </Group>
    </Tooltip>
  );
}
