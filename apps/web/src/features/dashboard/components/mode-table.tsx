import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { RankedMode } from '../lib/mode-breakdown';
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
  return (
    <Table.ScrollContainer
      minWidth={columns.length > 3 ? 480 : 320}
      // A table that scrolls sideways must be reachable by keyboard.
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption } }}
    >
      <Table verticalSpacing={6} fz="sm">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dashboard.modes.mode')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} scope="col" ta="right">
                {t(HEADERS[column])}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {modes.map((mode) => (
            <Table.Tr key={mode.activityType}>
              <Table.Td>
                <TransportModeLabel mode={mode.activityType} />
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {cell[column](mode)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
