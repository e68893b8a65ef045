import { Badge, SimpleGrid, Stack } from '@mantine/core';
import { IconBuildingCommunity, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { StatCard } from '@/components/stat-card/stat-card';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useOrganisationSummary } from '../api/get-organisation-summary';
import { DashboardError } from '../components/dashboard-error';
import { InviteCodeCard } from '../components/invite-code-card';
import { SignedInCard } from '../components/signed-in-card';

export function OrganisationDashboardPage() {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const summary = useOrganisationSummary(me.organisationId ?? '');
  if (summary.isError) return <DashboardError error={summary.error} onRetry={() => void summary.refetch()} />;
  const data = summary.data;
  const loading = summary.isPending;
  const location = data ? [data.cityName, data.regionName].filter(Boolean).join(' · ') : null;
  const participationRate = data && data.employeesCount > 0 ? data.participantsCount / data.employeesCount : null;

  return (
    <Stack gap="lg">
      <PageHeader />
      <SignedInCard
        me={me}
        entityName={data?.name ?? me.organisation?.name}
        details={location}
        badges={
          data && (
            <Badge variant="light" size="lg">
              {t(`dashboard.size_bands.${data.sizeBand}`)}
            </Badge>
          )
        }
      />
      <SimpleGrid type="container" cols={{ base: 1, '540px': 3 }} spacing="md">
        <StatCard
          label={t('dashboard.organisation.employees')}
          value={data && format.number(data.employeesCount)}
          icon={<IconUsers size={24} />}
          loading={loading}
        />
        <StatCard
          label={t('dashboard.organisation.participants')}
          value={data && format.number(data.participantsCount)}
          hint={
            participationRate !== null &&
            t('dashboard.organisation.participation_rate', {
              rate: format.number(participationRate, { style: 'percent', maximumFractionDigits: 0 }),
            })
          }
          icon={<IconUsersGroup size={24} />}
          loading={loading}
        />
        <StatCard
          label={t('dashboard.organisation.branches')}
          value={data && format.number(data.branchesCount)}
          icon={<IconBuildingCommunity size={24} />}
          loading={loading}
        />
      </SimpleGrid>
      {data && <InviteCodeCard code={data.inviteCode} />}
    </Stack>
  );
}
