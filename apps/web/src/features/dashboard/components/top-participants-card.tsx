import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type SortableColumn, SortableTable } from '@/components/data-table/sortable-table';
import { type TopParticipant, useTopParticipants } from '../api/get-top-participants';
import type { StatsParams } from '../lib/stats-filters';
import { useFigureFields } from './figure-fields';
import { StatsPanel } from './stats-panel';
import { TransportModeLabel } from './transport-mode-label';
import { memoOnParams } from './memo-on-params';

type RankedParticipant = TopParticipant & { rank: number };

/** The most active participants of the period (the server's top ten), in its order, sortable by any column. */
function TopParticipantsCardContent({ params }: { params: StatsParams }) {
  const { t } = useTranslation();
  const figures = useFigureFields();
  const query = useTopParticipants(params);
  const rows = useMemo(
    () => query.data?.map((participant, index) => ({ ...participant, rank: index + 1 })),
    [query.data],
  );
  const columns = useMemo(
    (): SortableColumn<RankedParticipant>[] => [
      { id: 'rank', header: t('dashboard.top.rank'), value: (row) => row.rank, align: 'right' },
      {
        id: 'displayName',
        header: t('dashboard.top.participant'),
        value: (row) => row.displayName,
        cell: (row) => (
          <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {row.displayName}
          </Text>
        ),
      },
      {
        id: 'branchName',
        header: t('dashboard.top.branch'),
        value: (row) => row.branchName,
        cell: (row) => row.branchName ?? '—',
      },
      {
        id: 'usualTransportMode',
        header: t('dashboard.top.usual_mode'),
        value: (row) => row.usualTransportMode,
        cell: (row) => (row.usualTransportMode ? <TransportModeLabel mode={row.usualTransportMode} /> : '—'),
      },
      ...figures.map(({ id, header, format }): SortableColumn<RankedParticipant> => ({
        id,
        header,
        value: (row) => row[id],
        cell: (row) => format(row[id]),
        align: 'right',
      })),
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
        <SortableTable
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

export const TopParticipantsCard = memoOnParams(TopParticipantsCardContent);
