import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type SortableColumn, SortableTable } from '@/components/data-table/sortable-table';
import { useFormatters } from '@/lib/use-formatters';
import type { RankedMode } from '../lib/mode-breakdown';
import classes from './mode-table.module.css';
import { TransportModeLabel } from './transport-mode-label';

export type ModeColumn = 'sessions' | 'distanceKm' | 'durationMin' | 'calories' | 'share';

const HEADERS: Record<ModeColumn, string> = {
  sessions: 'dashboard.measures.sessions',
  distanceKm: 'dashboard.modes.distance',
  durationMin: 'dashboard.measures.durationMin',
  calories: 'dashboard.measures.calories',
  share: 'dashboard.modes.share',
};

/** Shares under 0.5 % would read "0 %". */
const SMALLEST_SHOWN_SHARE = 0.005;

/** The figures of each transport mode, one row per mode with its chart colour. */
export function ModeTable({
  modes,
  columns,
  caption,
}: {
  modes: RankedMode[];
  columns: ModeColumn[];
  caption: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const cell: Record<ModeColumn, (mode: RankedMode) => ReactNode> = {
    sessions: (mode) => format.number(mode.sessions),
    distanceKm: (mode) => format.distanceKm(mode.distanceKm),
    durationMin: (mode) => format.durationMinutes(mode.durationMin),
    calories: (mode) => t('dashboard.units.kcal_value', { value: format.number(mode.calories) }),
    share: (mode) => (
      <Text fz="sm" fw={600} span>
        {mode.share > 0 && mode.share < SMALLEST_SHOWN_SHARE
          ? t('dashboard.modes.share_below', { value: format.percent(0.01) })
          : format.percent(mode.share)}
      </Text>
    ),
  };
  const sortValue: Record<ModeColumn, (mode: RankedMode) => number> = {
    sessions: (mode) => mode.sessions,
    distanceKm: (mode) => mode.distanceKm,
    durationMin: (mode) => mode.durationMin,
    calories: (mode) => mode.calories,
    share: (mode) => mode.share,
  };
  const tableColumns: SortableColumn<RankedMode>[] = [
    {
      id: 'mode',
      header: t('dashboard.modes.mode'),
      value: (mode) => t(`transport_modes.${mode.activityType}`),
      cell: (mode) => <TransportModeLabel mode={mode.activityType} />,
    },
    ...columns.map((column) => ({
      id: column,
      header: t(HEADERS[column]),
      align: 'right' as const,
      value: sortValue[column],
      cell: (mode: RankedMode) => <span className={classes.figure}>{cell[column](mode)}</span>,
    })),
  ];
  return (
    <SortableTable
      data={modes}
      columns={tableColumns}
      caption={caption}
      getRowId={(mode) => mode.activityType}
      minWidth={columns.length > 3 ? 480 : 320}
      showCount={false}
      verticalSpacing="xs"
    />
  );
}
