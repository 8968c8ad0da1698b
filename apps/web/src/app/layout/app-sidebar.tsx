import { Anchor, AppShell, Group, NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LEGAL_ITEMS, NAVIGATION_ITEMS } from './navigation-items.ts';

export interface AppSidebarProps {
  /** Icons only (the collapsed desktop rail); names show as tooltips. */
  isCompact: boolean;
  onNavigate: () => void;
}

function isActivePath(currentPath: string, itemPath: string): boolean {
  return itemPath === '/' ? currentPath === '/' : currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}

/** Every section of the app, then the legal pages. */
export function AppSidebar({ isCompact, onNavigate }: AppSidebarProps) {
  const { t } = useTranslation();
  // Labels are keys the features declare (navigation-items.test.ts checks each exists in every language).
  const translate = t as (key: string) => string;
  const { pathname } = useLocation();

  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="xs">
        <nav aria-label={t('nav.mainNavigation')}>
          <Stack gap={2}>
            {NAVIGATION_ITEMS.map(({ path, labelKey, icon: ItemIcon }) => {
              const label = translate(labelKey);
              const isActive = isActivePath(pathname, path);
              return (
                <Tooltip key={path} label={label} position="right" disabled={!isCompact}>
                  <NavLink
                    component={Link}
                    to={path}
                    onClick={onNavigate}
                    active={isActive}
                    aria-current={isActive ? 'page' : undefined}
                    aria-label={isCompact ? label : undefined}
                    label={isCompact ? null : label}
                    leftSection={<ItemIcon size={20} stroke={1.6} aria-hidden />}
                    variant="light"
                    styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
                  />
                </Tooltip>
              );
            })}
          </Stack>
        </nav>
      </AppShell.Section>
      {!isCompact && (
        <AppShell.Section p="md">
          <Group gap="md">
            {LEGAL_ITEMS.map(({ path, labelKey }) => (
              <Anchor key={path} component={Link} to={path} size="xs" c="dimmed" onClick={onNavigate}>
                {t(labelKey)}
              </Anchor>
            ))}
          </Group>
        </AppShell.Section>
      )}
    </>
  );
}
