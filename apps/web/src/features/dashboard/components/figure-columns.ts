import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';

interface TripFigures {
  sessions: number;
  distanceKm: number;
  ghgKg: number;
  greenpoints: number;
}

/** Sessions, distance, GHG avoided and greenpoints: the figure columns every statistics table ends with. */
export function useFigureColumns<T extends TripFigures>(): ColumnDef<T, number>[] {
  const { t } = useTranslation();
  const format = useFormatters();
  return useMemo(() => {
    const column = createColumnHelper<T>();
    const right = { align: 'right' } as const;
    return [
      column.accessor((row) => row.sessions, {
        id: 'sessions',
        header: () => t('dashboard.measures.sessions'),
        cell: (info) => format.number(info.getValue()),
        meta: right,
      }),
      column.accessor((row) => row.distanceKm, {
        id: 'distanceKm',
        header: () => t('dashboard.modes.distance'),
        cell: (info) => format.distanceKm(info.getValue()),
        meta: right,
      }),
      column.accessor((row) => row.ghgKg, {
        id: 'ghgKg',
        header: () => t('dashboard.top.ghg'),
        cell: (info) => format.figure(info.getValue()),
        meta: right,
      }),
      column.accessor((row) => row.greenpoints, {
        id: 'greenpoints',
        header: () => t('dashboard.measures.greenpoints'),
        cell: (info) => format.number(info.getValue()),
        meta: right,
      }),
    ];
  }, [t, format]);
}
