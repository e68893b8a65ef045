import { Badge, Group, Skeleton } from '@mantine/core';
import type { Me } from '@mobiverte/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { useFormatters } from '@/lib/use-formatters';
import type { OrganisationSummary } from '../api/get-organisation-summary';
import { FactList } from './fact-list';
import { InviteCode } from './invite-code';
import { SignedInCard } from './signed-in-card';

/**
 * Who is signed in for which organisation, its employees, participants and branches, and its invite code.
 * While the summary loads, placeholders of the same size hold the place of the location, the size badge and
 * the invite code, so that the page below does not move when they arrive.
 */
export function OrganisationFactsCard({ me, summary }: { me: Me; summary: UseQueryResult<OrganisationSummary> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const data = summary.data;
  const location = data ? [data.cityName, data.regionName].filter(Boolean).join(' · ') : null;
  const participationRate = data && data.employeesCount > 0 ? data.participantsCount / data.employeesCount : null;
  return (
    <SignedInCard
      me={me}
      entityName={data?.name ?? me.organisation?.name}
      details={location ?? (summary.isPending && <Skeleton component="span" display="inline-block" h={12} w={160} />)}
      badges={
        data ? (
          <Badge variant="light" size="lg">
            {t(`dashboard.size_bands.${data.sizeBand}`)}
          </Badge>
        ) : (
          summary.isPending && <Skeleton h={26} w={370} maw="100%" radius="xl" />
        )
      }
    >
      {summary.isError ? (
        <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
          <FactList
            loading={!data}
            facts={[
              {
                key: 'employees',
                label: t('dashboard.organisation.employees'),
                value: data && format.number(data.employeesCount),
              },
              {
                key: 'participants',
                label: t('dashboard.organisation.participants'),
                value: data && format.number(data.participantsCount),
                hint:
                  participationRate !== null &&
                  t('dashboard.organisation.participation_rate', { rate: format.percent(participationRate) }),
              },
              {
                key: 'branches',
                label: t('dashboard.organisation.branches'),
                value: data && format.number(data.branchesCount),
              },
            ]}
          />
          {(data || summary.isPending) && <InviteCode code={data?.inviteCode ?? null} />}
        </Group>
      )}
    </SignedInCard>
  );
}
