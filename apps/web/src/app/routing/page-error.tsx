import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { PageLoader } from '@/components/feedback/page-loader';
import { isChunkLoadError } from '@/lib/chunk-reload';
import { useChunkReload } from './use-chunk-reload';

/**
 * A page that crashed, shown in the place of that page only: the sidebar and top bar stay, so the visitor
 * can retry or go elsewhere. A page whose code is gone after a deployment reloads once instead.
 */
export function PageError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const reloading = useChunkReload(error);
  if (reloading) return <PageLoader />;
  const codeMissing = isChunkLoadError(error);
  return (
    <Stack py="xl" maw={640}>
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('global.page_crash')}>
        <Stack gap="sm">
          <Text fz="sm">{t('global.page_crash_description')}</Text>
          <Group gap="sm">
            {/* a page whose code could not be fetched only comes back with a reload */}
            {!codeMissing && (
              <Button
                size="xs"
                leftSection={<IconRefresh size={16} />}
                onClick={() => void navigate(location, { replace: true })}
              >
                {t('actions.retry')}
              </Button>
            )}
            <Button size="xs" variant={codeMissing ? 'filled' : 'default'} onClick={() => window.location.reload()}>
              {t('actions.reload')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}
