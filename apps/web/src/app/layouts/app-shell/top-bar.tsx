import { Badge, Burger, Button, Divider, Group, Text } from '@mantine/core';
import type { Me } from '@mobiverte/contracts';
import { IconEye, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/logo/logo';
import { getVisibleTopBarActions, isReadOnly } from '../../navigation/top-bar-items';
import { ColorSchemeToggle } from '../controls/color-scheme-toggle';
import { LanguageSwitcher } from '../controls/language-switcher';
import { AccountMenu } from './account-menu';
import { LightTooltip } from '@/components/tooltip/light-tooltip';

interface TopBarProps {
  me: Me;
  mobileNavOpened: boolean;
  onToggleMobileNav: () => void;
}

function workspaceName(me: Me): string {
  if (me.role === 'tenant') return me.tenant?.name ?? me.city.name;
  if (me.role === 'organisation') return me.organisation?.name ?? me.city.name;
  return me.city.name;
}

export function TopBar({ me, mobileNavOpened, onToggleMobileNav }: TopBarProps) {
  const { t } = useTranslation();
  const actions = getVisibleTopBarActions(me);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={mobileNavOpened}
          onClick={onToggleMobileNav}
          hiddenFrom="md"
          size="sm"
          aria-label={mobileNavOpened ? t('nav.close_menu') : t('nav.open_menu')}
          aria-expanded={mobileNavOpened}
        />
        <Logo size="sm" />
        <Divider orientation="vertical" my={18} visibleFrom="xs" />
        <Text fw={500} truncate="end" c="dimmed" visibleFrom="xs">
          {workspaceName(me)}
        </Text>
        {isReadOnly(me) && (
          <LightTooltip label={t('layout.read_only_hint')} withArrow multiline w={260}>
            <Badge
              variant="light"
              color="orange"
              leftSection={<IconEye size={14} aria-hidden />}
              style={{ flexShrink: 0 }}
            >
              {t('layout.read_only')}
            </Badge>
          </LightTooltip>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        {actions.map((action) => (
          <Button
            key={action.key}
            component={Link}
            to={action.path}
            size="xs"
            leftSection={<IconSend size={16} aria-hidden />}
            visibleFrom="sm"
          >
            {t(`layout.actions.${action.key}`)}
          </Button>
        ))}
        <LanguageSwitcher />
        <ColorSchemeToggle />
        <AccountMenu me={me} />
      </Group>
    </Group>
  );
}
