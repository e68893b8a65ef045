import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function BackToChallenges({ to = paths.challenges.list, label }: { to?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} fz="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {label ?? t('challenges.back')}
      </Group>
    </Anchor>
  );
}
