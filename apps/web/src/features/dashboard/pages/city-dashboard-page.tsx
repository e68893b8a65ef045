import { SimpleGrid, Stack } from '@mantine/core';
import { IconBuildingSkyscraper, IconBuildingStore, IconShoppingBag, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { StatCard } from '@/components/stat-card/stat-card';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useCitySummary } from '../api/get-city-summary';
import { DashboardError } from '../components/dashboard-error';
import { SignedInCard } from '../components/signed-in-card';

export function CityDashboardPage() {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const summary = useCitySummary(me.cityId);
  if (summary.isError) return <DashboardError error={summary.error} onRetry={() => void summary.refetch()} />;
  const data = summary.data;
  const loading = summary.isPending;
  const stats = [
    { key: 'organisations', value: data?.organisationsCount, icon: IconBuildingSkyscraper },
    { key: 'participants', value: data?.participantsCount, icon: IconUsersGroup },
    { key: 'merchants', value: data?.tenantsCount, icon: IconShoppingBag },
    { key: 'stores', value: data?.storesCount, icon: IconBuildingStore },
  ] as const;

  return (
    <Stack gap="lg">
      <PageHeader />
      <SignedInCard
        me={me}
        entityName={data?.name ?? me.city.name}
        details={t('dashboard.city.time_zone', { timeZone: data?.timezone ?? me.city.timezone })}
      />
      <SimpleGrid type="container" cols={{ base: 1, '460px': 2, '900px': 4 }} spacing="md">
        {stats.map(({ key, value, icon: Icon }) => (
          <StatCard
            key={key}
            label={t(`dashboard.city.${key}`)}
            value={value !== undefined && format.number(value)}
            icon={<Icon size={24} />}
            loading={loading}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
