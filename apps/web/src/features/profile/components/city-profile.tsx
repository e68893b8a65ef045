import { Alert, Card, DataList, Skeleton, Stack, Title } from '@mantine/core';
import type { Me } from '@mobiverte/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { useFormatters } from '@/lib/use-formatters';
import { useCityProfile } from '../api/get-city-profile';

/** A city's profile, read-only: there is no city profile to edit from the dashboard yet. */
export function CityProfile({ me }: { me: Me }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const city = useCityProfile(me.cityId);
  if (city.isError) return <QueryError error={city.error} onRetry={() => void city.refetch()} />;
  const value = (figure: number | undefined) =>
    figure === undefined ? <Skeleton h={16} w={48} component="span" display="inline-block" /> : format.number(figure);
  const items = [
    { key: 'name', label: t('profile.city.name'), value: city.data?.name ?? me.city.name },
    { key: 'timezone', label: t('profile.city.timezone'), value: city.data?.timezone ?? me.city.timezone },
    { key: 'organisations', label: t('profile.city.organisations'), value: value(city.data?.organisationsCount) },
    { key: 'participants', label: t('profile.city.participants'), value: value(city.data?.participantsCount) },
    { key: 'tenants', label: t('profile.city.tenants'), value: value(city.data?.tenantsCount) },
    { key: 'stores', label: t('profile.city.stores'), value: value(city.data?.storesCount) },
  ];
  return (
    <Stack gap="lg" maw={720}>
      <Card>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('profile.city.title')}
          </Title>
          <DataList withDivider labelWidth={220}>
            {items.map((item) => (
              <DataList.Item key={item.key}>
                <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
                <DataList.ItemValue>{item.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
        </Stack>
      </Card>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />} title={t('profile.city.read_only_title')}>
        {t('profile.city.read_only')}
      </Alert>
    </Stack>
  );
}
