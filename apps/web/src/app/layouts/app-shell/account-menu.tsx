import { Group, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Me } from '@mobiverte/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu } from '@/components/lazy-menu/lazy-menu';
import { roleLabel } from './account-role';

const loadMenu = () => import('./account-menu-dropdown');
const AccountMenuDropdown = lazy(() => loadMenu().then((module) => ({ default: module.AccountMenuDropdown })));

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The signed-in person's avatar, name and role; its menu (details, sign out) loads on first use. */
export function AccountMenu({ me }: { me: Me }) {
  const { t } = useTranslation();
  const role = roleLabel(me, t);
  return (
    <LazyMenu
      menu={(target) => <AccountMenuDropdown me={me} target={target} />}
      preload={loadMenu}
      target={
        <UnstyledButton px={6} py={4} style={{ borderRadius: 8 }}>
          <VisuallyHidden>{t('layout.account_menu')}</VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            {/* Avatar's look (light brand, bold initials at 1/2.5 of its size) with a component of the entry. */}
            <ThemeIcon color="brand" variant="light" radius="xl" size={34} fz={13.6} fw={700} aria-hidden>
              {initialsOf(me.displayName || me.email)}
            </ThemeIcon>
            <Stack gap={0} visibleFrom="md" maw={180}>
              <Text fz="sm" fw={600} truncate="end">
                {me.displayName}
              </Text>
              <Text fz="xs" c="dimmed" truncate="end">
                {role}
              </Text>
            </Stack>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      }
    />
  );
}
