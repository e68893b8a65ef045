import { Grid, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBuildingCommunity, IconBuildingStore, IconPackage, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { StatCard } from '@/components/stat-card/stat-card';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useCityOverview } from '../api/get-city-overview';
import { AddonsCard } from '../components/addons-card';
import { AdminsTable } from '../components/admins-table';
import { OrganisationsSizes } from '../components/organisations-sizes';
import { SettingsLinks } from '../components/settings-links';

/**
 * The programme's overview for a city admin: its figures, its add-ons, where each part is set, its admins and
 * co-admins, and its organisations' sizes.
 */
export function ManagePage() {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const overview = useCityOverview(me.cityId);
  const data = overview.data;
  const figures = [
    { key: 'participants', icon: IconUsers, value: data?.totals.participants },
    { key: 'organisations', icon: IconBuildingCommunity, value: data?.organisations.length },
    { key: 'merchants', icon: IconUsersGroup, value: data?.totals.merchants },
    { key: 'stores', icon: IconBuildingStore, value: data?.totals.stores },
    { key: 'products', icon: IconPackage, value: data?.totals.products },
  ];
  return (
    <Stack gap="lg">
      <PageHeader />
      {overview.isError ? (
        <QueryError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, xl: 5 }} spacing="md">
          {figures.map(({ key, icon: Icon, value }) => (
            <StatCard
              key={key}
              label={t(`manage.figures.${key}`)}
              value={value === undefined ? '' : format.number(value)}
              icon={<Icon size={20} />}
              loading={overview.isPending}
            />
          ))}
        </SimpleGrid>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <AddonsCard me={me} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <SettingsLinks me={me} />
        </Grid.Col>
      </Grid>
      <Stack gap="sm" component="section" aria-labelledby="manage-admins">
        <Title order={2} fz="h4" id="manage-admins">
          {t('manage.admins.title')}
        </Title>
        <AdminsTable admins={data?.admins ?? []} loading={overview.isPending} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="manage-organisations">
        <Title order={2} fz="h4" id="manage-organisations">
          {t('manage.organisations.title')}
        </Title>
        <OrganisationsSizes organisations={data?.organisations ?? []} loading={overview.isPending} />
      </Stack>
    </Stack>
  );
}
