import { ActionIcon, Box, Burger, Button, Group, Tooltip } from '@mantine/core';
import { IconCrown, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountMenu } from '../../features/auth/components/account-menu.tsx';
import { CreditsBalance } from '../../ui/session/components/credits-balance.tsx';
import { PlanBadge } from '../../ui/session/components/plan-badge.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** Spec §2: the Home route with `action=buy` and its source is where upgrades begin. */
const UPGRADE_PATH = '/?action=buy&source=upgrade';

export interface AppTopBarProps {
  isMobileNavigationOpen: boolean;
  onToggleMobileNavigation: () => void;
  isSidebarCollapsed: boolean;
  onToggleSidebar: () => void;
}

/** Navigation toggles and logo on the left; credits, plan, 'Upgrade', language and account on the right. */
export function AppTopBar(props: AppTopBarProps) {
  const { isMobileNavigationOpen, onToggleMobileNavigation, isSidebarCollapsed, onToggleSidebar } = props;
  const { t } = useTranslation();
  const sidebarLabel = isSidebarCollapsed ? t('nav.expandSidebar') : t('nav.collapseSidebar');
  const SidebarIcon = isSidebarCollapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={isMobileNavigationOpen} onClick={onToggleMobileNavigation} hiddenFrom="sm" size="sm" aria-label={t('nav.openNavigation')} />
        <Tooltip label={sidebarLabel}>
          <ActionIcon variant="subtle" color="gray" size="lg" visibleFrom="sm" onClick={onToggleSidebar} aria-label={sidebarLabel}>
            <SidebarIcon size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
        <BrandLogo />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <CreditsBalance />
        <Box visibleFrom="xs">
          <PlanBadge />
        </Box>
        <Button component={Link} to={UPGRADE_PATH} size="xs" color="coral" leftSection={<IconCrown size={14} aria-hidden />}>
          {t('topBar.upgrade')}
        </Button>
        <LanguageSwitch />
        <AccountMenu />
      </Group>
    </Group>
  );
}
