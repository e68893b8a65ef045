import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CITY_SETTING_FIELDS, CITY_SETTINGS_KINDS, CONTROL_POINTS_REQUIRED } from '@mobiverte/contracts';
import { IconEye, IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { FormBody } from '@/components/form/read-only';
import { useCitySettings } from '../../api/get-city-settings';
import { CitySettingCard } from './city-setting-card';

/**
 * The city's settings, one section per kind (its anchor is the kind: `/settings#citizen-limits`), each
 * setting in its own card saved on its own; without the right to change them, they read as text.
 */
export function CitySettingsSections({ cityId, readOnly }: { cityId: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const settings = useCitySettings(cityId);
  const { hash } = useLocation();
  const loaded = settings.isSuccess;

  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <Stack gap="xl">
      {readOnly && (
        <Alert color="orange" variant="light" icon={<IconEye size={20} />}>
          {t('city_settings.read_only')}
        </Alert>
      )}
      <FormBody readOnly={readOnly}>
        <Stack gap="xl">
          {CITY_SETTINGS_KINDS.map((kind) => (
            <Stack
              component="section"
              key={kind}
              id={kind}
              gap="md"
              aria-labelledby={`${kind}-title`}
              style={{ scrollMarginTop: 80 }}
            >
              <Stack gap={4}>
                <Title order={2} fz="h4" id={`${kind}-title`}>
                  {t(`city_settings.kinds.${kind}.title`)}
                </Title>
                <Text fz="sm" c="dimmed">
                  {t(`city_settings.kinds.${kind}.description`)}
                </Text>
              </Stack>
              {kind === 'control-points' && (
                <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
                  {t('city_settings.control_points_rule', { required: CONTROL_POINTS_REQUIRED })}
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                {CITY_SETTING_FIELDS[kind].map((definition) =>
                  settings.data ? (
                    <CitySettingCard
                      key={definition.field}
                      cityId={cityId}
                      kind={kind}
                      definition={definition}
                      settings={settings.data}
                    />
                  ) : (
                    <Skeleton key={definition.field} h={220} radius="md" />
                  ),
                )}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      </FormBody>
    </Stack>
  );
}
