import { Avatar, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../hooks/use-session.ts';

/** The top bar's account area: who is signed in, 'Guest' for a guest session. */
export function AccountStatus() {
  const { t } = useTranslation();
  const { status, user, refresh } = useSession();

  if (status === 'loading') {
    return <Skeleton height={32} width={96} radius="xl" aria-label={t('account.signingIn')} />;
  }
  if (status === 'signed-out' || !user) {
    return (
      <Group gap="xs" wrap="nowrap" data-testid="account-status" data-status="signed-out">
        <Text size="sm" c="dimmed">
          {t('account.signedOut')}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={refresh}>
          {t('account.retry')}
        </Button>
      </Group>
    );
  }

  const name = status === 'guest' ? t('account.guest') : user.nickname || user.username;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="account-status" data-status={status}>
      <Avatar size={32} radius="xl" color="brand" role="img" aria-label={name}>
        {status === 'guest' ? <IconUser size={18} /> : name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Text size="sm" fw={500} maw={160} truncate="end" visibleFrom="xs">
        {name}
      </Text>
    </Group>
  );
}
