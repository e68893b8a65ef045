import { Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { type TopParticipant, useTopParticipants } from '../api/get-top-participants';
import type { StatsParams } from '../lib/stats-filters';
import { useFigureColumns } from './figure-columns';
import { StatsPanel } from './stats-panel';
import { TransportModeLabel } from './transport-mode-label';

type RankedParticipant = TopParticipant & { rank: number };
const column = createColumnHelper<RankedParticipant>();
const right = { align: 'right' } as const;

/** The most active participants of the period, in the server's order, sortable by any column. */
export function TopParticipantsCard({ params }: { params: StatsParams }) {
  const { t } = useTranslation();
  const figures = useFigureColumns<RankedParticipant>();
  const query = useTopParticipants(params);
  const rows = useMemo(
    () => query.data?.map((participant, index) => ({ ...participant, rank: index + 1 })),
    [query.data],
  );
  const columns = useMemo(
    () => [
      column.accessor('rank', { header: () => t('dashboard.top.rank'), meta: right }),
      column.accessor('displayName', {
        header: () => t('dashboard.top.participant'),
        cell: (info) => (
          <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {info.getValue()}
          </Text>
        ),
      }),
      column.accessor('branchName', {
        header: () => t('dashboard.top.branch'),
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('usualTransportMode', {
        header: () => t('dashboard.top.usual_mode'),
        cell: (info) => {
          const mode = info.getValue();
          return mode ? <TransportModeLabel mode={mode} /> : '—';
        },
      }),
      ...figures,
    ],
    [t, figures],
  );
  return (
    <StatsPanel
      title={t('dashboard.top.title')}
      description={t('dashboard.top.description')}
      query={{ ...query, data: rows }}
    >
      {(participants) => (
        <DataTable
          data={participants}
          columns={columns}
          caption={t('dashboard.top.title')}
          getRowId={(participant) => participant.participantId}
          emptyTitle={t('dashboard.top.empty')}
          emptyDescription={t('dashboard.top.empty_hint')}
          minWidth={820}
        />
      )}
    </StatsPanel>
  );
}
