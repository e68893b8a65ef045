import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function BackToLoginLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.auth.organisationLogin} fz="sm">
      <Group gap={6} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('auth.back_to_login')}
      </Group>
    </Anchor>
  );
}
