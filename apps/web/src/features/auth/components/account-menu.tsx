import { Avatar, Badge, Button, Group, Menu, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCode, IconCoin, IconCreditCard, IconHistory, IconLogout, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { translatePlanName } from '../../../ui/session/state/plan-name.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import { openLogin } from '../../../ui/login-dialog/login-dialog-store.ts';

/**
 * The top bar's account area (test id `account-status`, `data-status`
 * guest | user | signed-out): a guest sees 'Sign in'; a signed-in user a
 * menu with name, email, plan, credits, 'Credit history', 'Billing', 'API keys and webhooks' and 'Sign out'.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { status, user, refresh } = useSession();
  const signOut = useSignOut();
  const [isSigningOut, setIsSigningOut] = useState(false);

  if (status === 'loading' || isSigningOut) {
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
  if (status === 'guest') {
    return (
      <Group gap="xs" wrap="nowrap" data-testid="account-status" data-status="guest">
        <Group gap={6} wrap="nowrap" visibleFrom="sm">
          <Avatar size={28} radius="xl" color="gray" aria-hidden>
            <IconUser size={16} />
          </Avatar>
          <Text size="sm" c="dimmed">
            {t('account.guest')}
          </Text>
        </Group>
        <Button size="xs" onClick={() => void openLogin()}>
          {t('account.signIn')}
        </Button>
      </Group>
    );
  }

  const name = user.nickname || user.username;
  const leave = async () => {
    setIsSigningOut(true);
    try {
      await signOut();
    } finally {
      setIsSigningOut(false);
    }
  };
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('account.menu')} data-testid="account-status" data-status="user">
          <Group gap={6} wrap="nowrap">
            <Avatar size={32} radius="xl" color="brand" aria-hidden>
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} maw={160} truncate="end" visibleFrom="xs">
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="account-menu">
        <Stack gap={2} px="sm" py="xs">
          <Text fw={600} truncate="end">
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" data-testid="account-email">
            {user.username}
          </Text>
          <Group gap="xs" mt={6}>
            <Badge variant="light" radius="sm">
              {translatePlanName(user.planInfo.plan, t('plans', { returnObjects: true }))}
            </Badge>
            <Group gap={4} wrap="nowrap" aria-label={`${t('topBar.credits')}: ${user.credit}`}>
              <IconCoin size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
              <Text size="sm" fw={600}>
                {user.credit}
              </Text>
            </Group>
          </Group>
        </Stack>
        <Menu.Divider />
        <Menu.Item component={Link} to="/credits" leftSection={<IconHistory size={16} aria-hidden />}>
          {t('account.creditHistory')}
        </Menu.Item>
        <Menu.Item component={Link} to="/billing" leftSection={<IconCreditCard size={16} aria-hidden />} data-testid="account-menu-billing">
          {t('account.billing')}
        </Menu.Item>
        <Menu.Item component={Link} to="/developers/api-keys" leftSection={<IconCode size={16} aria-hidden />} data-testid="account-menu-developers">
          {t('account.developers')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void leave()}>
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
