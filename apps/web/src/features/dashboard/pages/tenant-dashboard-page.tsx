import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBuildingStore, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { StatCard } from '@/components/stat-card/stat-card';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useTenantSummary } from '../api/get-tenant-summary';
import { DashboardError } from '../components/dashboard-error';
import { SignedInCard } from '../components/signed-in-card';
import { StoresTable } from '../components/stores-table';

export function TenantDashboardPage() {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const summary = useTenantSummary(me.tenantId ?? '');
  if (summary.isError) return <DashboardError error={summary.error} onRetry={() => void summary.refetch()} />;
  const data = summary.data;
  const loading = summary.isPending;

  return (
    <Stack gap="lg">
      <PageHeader />
      <SignedInCard me={me} entityName={data?.name ?? me.tenant?.name} details={me.city.name} />
      <SimpleGrid type="container" cols={{ base: 1, '460px': 2 }} spacing="md">
        <StatCard
          label={t('dashboard.tenant.stores')}
          value={data && format.number(data.storesCount)}
          icon={<IconBuildingStore size={24} />}
          loading={loading}
        />
        <StatCard
          label={t('dashboard.tenant.products')}
          value={data && format.number(data.productsCount)}
          icon={<IconPackage size={24} />}
          loading={loading}
        />
      </SimpleGrid>
      <Card>
        <Title order={2} fz="h4" mb="md">
          {t('dashboard.tenant.stores_title')}
        </Title>
        <StoresTable stores={data?.stores ?? []} loading={loading} />
      </Card>
    </Stack>
  );
}
