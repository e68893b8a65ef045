import { Table, Text } from '@mantine/core';
import type { TransportMode } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { FiguresPanel } from './figures-panel';

export interface CorridorFigures {
  id: string;
  trips: number;
  distanceKm: number;
  modes: { mode: TransportMode; trips: number }[];
}

/** The figures of the corridor clicked on the map or picked in the list: trips, distance and modes. */
export function CorridorPanel({ corridor, onClose }: { corridor: CorridorFigures; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <FiguresPanel title={t('maps.corridors.panel_title')} onClose={onClose}>
      <Text fz="sm">{t('maps.corridors.trips', { count: corridor.trips })}</Text>
      <Text fz="sm">{t('maps.corridors.distance', { distance: format.distanceKm(corridor.distanceKm) })}</Text>
      <Table fz="xs" verticalSpacing={2} withRowBorders={false}>
        <Table.Caption>{t('maps.corridors.by_mode')}</Table.Caption>
        <Table.Tbody>
          {corridor.modes.map(({ mode, trips }) => (
            <Table.Tr key={mode}>
              <Table.Td>{t(`transport_modes.${mode}`)}</Table.Td>
              <Table.Td ta="right">{format.number(trips)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </FiguresPanel>
  );
}
