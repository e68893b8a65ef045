import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The "Page not found" screen (404), with a way back to the dashboard's home. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fz={64} fw={800} c="brand.7" lh={1} aria-hidden>
          {t('global.not_found.code')}
        </Text>
        <Title order={1} fz="h2">
          {t('global.not_found.title')}
        </Title>
        <Text c="dimmed">{t('global.not_found.description')}</Text>
        <Button component={Link} to={paths.root} leftSection={<IconArrowLeft size={18} />}>
          {t('global.not_found.back_home')}
        </Button>
      </Stack>
    </Center>
  );
}
