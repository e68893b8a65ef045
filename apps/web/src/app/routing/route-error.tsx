import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageLoader } from '@/components/feedback/page-loader';
import { useChunkReload } from './use-chunk-reload';

/** Last resort when the frame itself crashes (pages have their own PageError): an apology and a reload button. */
export function RouteError() {
  const { t } = useTranslation();
  const reloading = useChunkReload(useRouteError());
  if (reloading) return <PageLoader />;
  return (
    <Center mih="100dvh" p="xl" component="main">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1} fz="h2">
          {t('global.something_went_wrong')}
        </Title>
        <Text c="dimmed">{t('global.crash_description')}</Text>
        <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
      </Stack>
    </Center>
  );
}
