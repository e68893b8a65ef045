import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Me } from '@mobiverte/contracts';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSignOutAction } from '../../navigation/use-sign-out-action';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

export function AccountMenu({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { signOut, pending } = useSignOutAction();
  const role = me.isExternal ? t('roles.external', { scope: t(`roles.scopes.${me.role}`) }) : t(`roles.${me.role}`);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={260}>
      <Menu.Target>
        <UnstyledButton px={6} py={4} style={{ borderRadius: 8 }}>
          <VisuallyHidden>{t('layout.account_menu')}</VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size={34} aria-hidden>
              {initialsOf(me.displayName || me.email)}
            </Avatar>
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
      </Menu.Target>
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
