import { Menu, Stack, Text } from '@mantine/core';
import type { Me } from '@mobiverte/contracts';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LoadedMenuProps } from '@/components/lazy-menu/lazy-menu';
import { useSignOutAction } from '../../navigation/use-sign-out-action';
import { roleLabel } from './account-role';

/** The account menu's Mantine Menu, loaded on first use (account-menu.tsx). */
export function AccountMenuDropdown({ me, target }: LoadedMenuProps & { me: Me }) {
  const { t } = useTranslation();
  const { signOut, pending } = useSignOutAction();
  const role = roleLabel(me, t);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={260} defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Stack gap={2} px="sm" py="xs">
          <Text fz="sm" fw={600}>
            {me.displayName}
          </Text>
          <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {me.email}
          </Text>
          <Text fz="xs" c="dimmed">
            {role}
          </Text>
        </Stack>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut} disabled={pending}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
