import { CloseButton, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { TransportMode } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';

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
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      w={280}
      aria-live="polite"
      role="dialog"
      aria-label={t('maps.corridors.panel_title')}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('maps.corridors.panel_title')}</Text>
          <CloseButton aria-label={t('actions.close')} onClick={onClose} />
        </Group>
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
      </Stack>
    </Paper>
  );
}
