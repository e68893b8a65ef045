import { Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { useFormatters } from '@/lib/use-formatters';
import { type OrganisationStats, useOrganisationsStats } from '../api/get-organisations-stats';
import type { StatsParams } from '../lib/stats-filters';
import { useFigureColumns } from './figure-columns';
import { StatsPanel } from './stats-panel';
import { memoOnParams } from './memo-on-params';

const column = createColumnHelper<OrganisationStats>();
const right = { align: 'right' } as const;

/** Every organisation of the city with its figures for the period; sorted by score, sortable by any column. */
function OrganisationsStatsCardContent({ params }: { params: StatsParams }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const figures = useFigureColumns<OrganisationStats>();
  const query = useOrganisationsStats(params);
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('fields.name'),
        cell: (info) => (
          <Text fz="sm" fw={600} miw={120}>
            {info.getValue()}
          </Text>
        ),
      }),
      ...(['employeesCount', 'participants', 'activeUsers'] as const).map((key) =>
        column.accessor(key, {
          header: () => t(`dashboard.organisations.${key}`),
          cell: (info) => format.number(info.getValue()),
          meta: right,
        }),
      ),
      ...figures,
      column.accessor('score', {
        header: () => t('dashboard.organisations.score'),
        cell: (info) => (
          <Text fz="sm" fw={700} span>
            {format.number(info.getValue(), { maximumFractionDigits: 0 })}
          </Text>
        ),
        meta: right,
      }),
    ],
    [t, format, figures],
  );
  return (
    <StatsPanel
      title={t('dashboard.organisations.title')}
      description={t('dashboard.organisations.description')}
      query={query}
    >
      {(organisations) => (
        <DataTable
          data={organisations}
          columns={columns}
          caption={t('dashboard.organisations.title')}
          getRowId={(organisation) => organisation.organisationId}
          initialSorting={[{ id: 'score', desc: true }]}
          emptyTitle={t('dashboard.organisations.empty')}
          minWidth={840}
          horizontalSpacing={6}
        />
      )}
    </StatsPanel>
  );
}

export const OrganisationsStatsCard = memoOnParams(OrganisationsStatsCardContent);
