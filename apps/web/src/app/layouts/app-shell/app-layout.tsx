import '../../mantine-page-styles';
import { AppShell, Container } from '@mantine/core';
import { useLocalStorage, useWindowEvent } from '@mantine/hooks';
import { lazy, Suspense, type ReactNode, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { showsTenantSelector } from '@/features/stores/lib/tenant-selection';
import { PageLoader } from '@/components/feedback/page-loader';
import { usePresence } from '@/lib/auth/presence';
import { useMe } from '@/lib/auth/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { MAIN_CONTENT_ID, SkipLink } from '../controls/skip-link';
import { Sidebar, SIDEBAR_WIDTH } from './sidebar';
import { TopBar } from './top-bar';

/**
 * Only a city's pages of merchants show the merchant selector: its code (and Mantine's Select) loads with the
 * first of them. Its 56 px spacer holds the place meanwhile.
 */
const TenantSelectorBar = lazy(() =>
  import('@/features/stores/components/tenant-selector-bar').then((module) => ({ default: module.TenantSelectorBar })),
);
const TENANT_BAR_HEIGHT = 56;

/** The signed-in frame: collapsible sidebar (250 px, or 55 px collapsed), top bar and page content. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const me = useMe();
  usePresence();
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: any navigation (a link, back, a redirect) closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const mobileOpened = drawerPath === pathname;
  const closeMobile = () => setDrawerPath(null);
  const toggleMobile = () => setDrawerPath(mobileOpened ? null : pathname);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && mobileOpened) closeMobile();
  });
  const [collapsed, setCollapsed] = useLocalStorage({
    key: STORAGE_KEYS.sidebarCollapsed,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return (
    <>
      <SkipLink />
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded,
          breakpoint: 'md',
          collapsed: { mobile: !mobileOpened },
        }}
        padding="lg"
      >
        <AppShell.Header>
          <TopBar me={me} mobileNavOpened={mobileOpened} onToggleMobileNav={toggleMobile} />
        </AppShell.Header>
        <Sidebar
          me={me}
          collapsed={collapsed && !mobileOpened}
          onToggleCollapsed={() => setCollapsed((value) => !value)}
          onNavigate={closeMobile}
        />
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} bg="var(--app-main-bg)">
          {showsTenantSelector(me, pathname) && (
            <Suspense fallback={<div style={{ height: TENANT_BAR_HEIGHT }} aria-hidden />}>
              <TenantSelectorBar offset={collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded} />
            </Suspense>
          )}
          <Container size="xl" px={0}>
            <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
          </Container>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
