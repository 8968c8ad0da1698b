import { AppShell } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppSidebar } from './app-sidebar.tsx';
import { AppTopBar } from './app-top-bar.tsx';
import { PageLoading } from './page-loading.tsx';

/** The top bar's height; toasts start below it (app-notifications.module.css). */
const HEADER_HEIGHT_PX = 60;
const SIDEBAR_WIDTH_PX = 248;
const COMPACT_SIDEBAR_WIDTH_PX = 72;
/** Mantine's `sm` breakpoint: below it the sidebar is a drawer opened by the burger. */
const DESKTOP_MEDIA_QUERY = '(min-width: 48em)';

/** DESIGN.md's app layout: top bar, collapsible sidebar (a drawer on mobile), content. */
export function AppLayout() {
  const [isMobileNavigationOpen, mobileNavigation] = useDisclosure(false);
  const [isSidebarCollapsed, setIsSidebarCollapsed] = useLocalStorage({
    key: 'talkreel.sidebarCollapsed',
    defaultValue: false,
  });
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY) ?? true;
  const isCompact = isDesktop && isSidebarCollapsed;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT_PX }}
      navbar={{
        width: isCompact ? COMPACT_SIDEBAR_WIDTH_PX : SIDEBAR_WIDTH_PX,
        breakpoint: 'sm',
        collapsed: { mobile: !isMobileNavigationOpen },
      }}
      padding="lg"
    >
      <AppShell.Header>
        <AppTopBar
          isMobileNavigationOpen={isMobileNavigationOpen}
          onToggleMobileNavigation={mobileNavigation.toggle}
          isSidebarCollapsed={isSidebarCollapsed}
          onToggleSidebar={() => setIsSidebarCollapsed((collapsed) => !collapsed)}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <AppSidebar isCompact={isCompact} onNavigate={mobileNavigation.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {/* The top bar and sidebar stay while a page's code loads. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
