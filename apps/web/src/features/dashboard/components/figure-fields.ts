import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';

export interface TripFigures {
  sessions: number;
  distanceKm: number;
  ghgKg: number;
  greenpoints: number;
}

export interface FigureField {
  id: keyof TripFigures;
  header: string;
  format: (value: number) => string;
}

/** Sessions, distance, GHG avoided and greenpoints: the figure columns every statistics table ends with. */
export function useFigureFields(): FigureField[] {
  const { t } = useTranslation();
  const format = useFormatters();
  return useMemo(
    () => [
      { id: 'sessions', header: t('dashboard.measures.sessions'), format: format.number },
      { id: 'distanceKm', header: t('dashboard.modes.distance'), format: format.distanceKm },
      { id: 'ghgKg', header: t('dashboard.top.ghg'), format: format.figure },
      { id: 'greenpoints', header: t('dashboard.measures.greenpoints'), format: format.number },
    ],
    [t, format],
  );
}
