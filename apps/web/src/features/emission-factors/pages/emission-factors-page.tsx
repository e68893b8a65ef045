import { Alert, Skeleton, Stack } from '@mantine/core';
import { localDayOf } from '@mobiverte/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { useMe } from '@/lib/auth/session';
import { canUse } from '@/lib/auth/permissions';
import { HISTORY_PAGE_SIZE, useEmissionFactorHistory } from '../api/get-emission-factor-history';
import { useEmissionFactors } from '../api/get-emission-factors';
import { useRecomputeEmissions } from '../api/recompute-emissions';
import { useSaveEmissionFactors } from '../api/save-emission-factors';
import { FactorHistory } from '../components/factor-history';
import { FactorsForm } from '../components/factors-form';
import { RecomputeCard } from '../components/recompute-card';

/** `/emission-factors`: the city's factors per mode, the switch, the recomputation of a period and the history. */
export function EmissionFactorsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const cityId = me.cityId;
  const [page, setPage] = useState(1);
  const factors = useEmissionFactors(cityId);
  const history = useEmissionFactorHistory(cityId, page);
  const save = useSaveEmissionFactors(cityId);
  const recompute = useRecomputeEmissions(cityId);
  const canEdit = canUse(me, 'emission-factors.write', { cityId });
  const today = localDayOf(new Date(), me.city.timezone);
  return (
    <Stack gap="lg">
      <PageHeader />
      {factors.isError && <Alert color="red">{t('emission_factors.load_error')}</Alert>}
      {factors.data ? (
        <FactorsForm
          key={`${factors.data.perModeSince}-${factors.dataUpdatedAt}`}
          data={factors.data}
          canEdit={canEdit}
          onSave={save.mutateAsync}
        />
      ) : (
        !factors.isError && <Skeleton h={480} />
      )}
      {canEdit && (
        <RecomputeCard
          initial={{ startDate: `${today.slice(0, 4)}-01-01`, endDate: today }}
          onRecompute={recompute.mutateAsync}
        />
      )}
      {history.data && (
        <FactorHistory
          changes={history.data.data}
          total={history.data.total}
          page={page}
          pageSize={HISTORY_PAGE_SIZE}
          onPage={setPage}
        />
      )}
    </Stack>
  );
}
