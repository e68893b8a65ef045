import type { Me } from '@mobiverte/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { useFormatters } from '@/lib/use-formatters';
import type { CitySummary } from '@/lib/api/cities';
import { FactList } from './fact-list';
import { SignedInCard } from './signed-in-card';

/** Who is signed in for which city, its time zone, and its merchants and stores. */
export function CityFactsCard({ me, summary }: { me: Me; summary: UseQueryResult<CitySummary> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const data = summary.data;
  return (
    <SignedInCard
      me={me}
      entityName={data?.name ?? me.city.name}
      details={t('dashboard.city.time_zone', { timeZone: format.timeZone(data?.timezone ?? me.city.timezone) })}
    >
      {summary.isError ? (
        <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <FactList
          loading={!data}
          facts={[
            { key: 'merchants', label: t('dashboard.city.merchants'), value: data && format.number(data.tenantsCount) },
            { key: 'stores', label: t('dashboard.city.stores'), value: data && format.number(data.storesCount) },
          ]}
        />
      )}
    </SignedInCard>
  );
}
