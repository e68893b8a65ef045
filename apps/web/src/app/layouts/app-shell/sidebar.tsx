import { ActionIcon, AppShell, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Me } from '@mobiverte/contracts';
import { IconExternalLink, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { HTMLAttributes, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getActiveSidebarKey, getVisibleSidebarItems, type SidebarItem } from '../../navigation/sidebar-items';
import { useSignOutAction } from '../../navigation/use-sign-out-action';
import { SIDEBAR_ICONS } from './sidebar-icons';
import classes from './sidebar.module.css';
import { LightTooltip } from '@/components/tooltip/light-tooltip';

export const SIDEBAR_WIDTH = { expanded: 250, collapsed: 55 } as const;
const NAV_ID = 'main-navigation';

interface SidebarProps {
  me: Me;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Closes the mobile drawer after a link is followed. */
  onNavigate: () => void;
}

function WithTooltip({
  collapsed,
  label,
  children,
}: {
  collapsed: boolean;
  label: string;
  children: ReactElement<HTMLAttributes<HTMLElement>>;
}) {
  if (!collapsed) return children;
  return (
    <LightTooltip label={label} position="right" withArrow>
      {children}
    </LightTooltip>
  );
}

function ItemLabel({ collapsed, label }: { collapsed: boolean; label: string }) {
  return collapsed ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>;
}

export function Sidebar({ me, collapsed, onToggleCollapsed, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const { signOut, pending } = useSignOutAction();
  const items = getVisibleSidebarItems(me);
  const activeKey = getActiveSidebarKey(useLocation().pathname, items);
  const links = items.filter((item): item is Extract<SidebarItem, { kind: 'link' }> => item.kind === 'link');
  const externals = items.filter(
    (item): item is Extract<SidebarItem, { kind: 'external' }> => item.kind === 'external',
  );
  const LogoutIcon = SIDEBAR_ICONS.logout;

  return (
    <AppShell.Navbar
      id={NAV_ID}
      aria-label={t('nav.label')}
      className={collapsed ? `${classes.navbar} ${classes.collapsed}` : classes.navbar}
    >
      <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
        <div className={classes.links}>
          {links.map((item) => {
            const Icon = SIDEBAR_ICONS[item.icon];
            const label = t(`nav.${item.key}`);
            return (
              <WithTooltip key={item.key} collapsed={collapsed} label={label}>
                <Link
                  to={item.path}
                  className={classes.link}
                  onClick={onNavigate}
                  aria-current={item.key === activeKey ? 'page' : undefined}
                >
                  <Icon size={20} className={classes.icon} aria-hidden />
                  <ItemLabel collapsed={collapsed} label={label} />
                </Link>
              </WithTooltip>
            );
          })}
        </div>
      </AppShell.Section>
      <div className={classes.footer}>
        {externals.map((item) => {
          const Icon = SIDEBAR_ICONS[item.icon];
          const label = t(`nav.${item.key}.title`);
          return collapsed ? (
            <WithTooltip key={item.key} collapsed label={label}>
              <a href={item.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
                <Icon size={20} className={classes.icon} aria-hidden />
                <VisuallyHidden>{label}</VisuallyHidden>
              </a>
            </WithTooltip>
          ) : (
            <a key={item.key} href={item.href} target="_blank" rel="noopener noreferrer" className={classes.promo}>
              <Stack gap={2}>
                <Text fw={600} fz="sm" c="inherit" component="span">
                  <Icon size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
                  {label}
                  <IconExternalLink size={14} aria-hidden style={{ verticalAlign: '-2px', marginLeft: 4 }} />
                </Text>
                <Text fz="xs" c="inherit" component="span">
                  {t(`nav.${item.key}.description`)}
                </Text>
              </Stack>
            </a>
          );
        })}
        <WithTooltip collapsed={collapsed} label={t('nav.logout')}>
          <button type="button" className={classes.link} onClick={signOut} disabled={pending}>
            <LogoutIcon size={20} className={classes.icon} aria-hidden />
            <ItemLabel collapsed={collapsed} label={t('nav.logout')} />
          </button>
        </WithTooltip>
        <ActionIcon
          className={classes.toggle}
          variant="subtle"
          color="gray.8"
          size="lg"
          visibleFrom="md"
          onClick={onToggleCollapsed}
          aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
          aria-expanded={!collapsed}
          aria-controls={NAV_ID}
        >
          {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
        </ActionIcon>
      </div>
    </AppShell.Navbar>
  );
}
