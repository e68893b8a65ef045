import { Button, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import type { CarpoolMeetingPoints } from '@mobiverte/contracts';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MeetingCellProperties } from '../lib/map-geojson';
import { FiguresPanel } from './figures-panel';

/** The map's carpool layer: whether it is shown, and its answer once asked for. */
export interface MeetingPointsLayer {
  shown: boolean;
  onToggle: (shown: boolean) => void;
  data: CarpoolMeetingPoints | undefined;
  fetching: boolean;
}

/** The switch that shows or hides the carpool meeting points on the map. */
export function MeetingPointsSwitch({ layer }: { layer: MeetingPointsLayer }) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={layer.shown}
      onChange={(event) => layer.onToggle(event.currentTarget.checked)}
      label={t('maps.carpool.toggle')}
      description={t('maps.carpool.toggle_hint')}
    />
  );
}

/** The figures of the meeting cell clicked on the map or picked in the list. */
export function MeetingPointPanel({ cell, onClose }: { cell: MeetingCellProperties; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FiguresPanel title={t('maps.carpool.panel_title')} onClose={onClose}>
      <Text fz="sm">{t('maps.carpool.events', { count: cell.events })}</Text>
      <Text fz="sm">{t('maps.carpool.riders', { count: cell.riders })}</Text>
      <Text fz="sm">{t('maps.carpool.drivers', { count: cell.drivers })}</Text>
      <Text fz="sm">{t('maps.carpool.matches', { count: cell.matches })}</Text>
    </FiguresPanel>
  );
}

/**
 * Under the map, while the layer is shown: its meeting cells as buttons (the keyboard's way to their figures), or
 * why there are none, and how many the threshold hid.
 */
export function MeetingPointsList({
  name,
  layer,
  selected,
  onSelect,
}: {
  name: string;
  layer: MeetingPointsLayer;
  selected: string | null;
  onSelect: (cell: MeetingCellProperties) => void;
}) {
  const { t } = useTranslation();
  const { data } = layer;
  if (!data)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text fz="sm" c="dimmed">
          {t('maps.carpool.loading')}
        </Text>
      </Group>
    );
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600} id={`${name}-meeting-points`}>
        {t('maps.carpool.list_title')}
      </Text>
      {data.cells.length === 0 ? (
        <Text fz="sm" c="dimmed" role="status">
          {t('maps.carpool.empty')}
        </Text>
      ) : (
        <Group gap="xs" role="list" aria-labelledby={`${name}-meeting-points`}>
          {data.cells.map((cell, index) => (
            <Button
              key={cell.cell}
              role="listitem"
              size="compact-sm"
              color="orange"
              variant={selected === cell.cell ? 'filled' : 'light'}
              onClick={() => onSelect(cell)}
            >
              {t('maps.carpool.item', {
                rank: index + 1,
                riders: t('maps.carpool.riders', { count: cell.riders }),
                events: t('maps.carpool.events', { count: cell.events }),
              })}
            </Button>
          ))}
        </Group>
      )}
      <Text fz="sm" c="dimmed" display="flex" style={{ gap: 6, alignItems: 'center' }}>
        <IconShieldLock size={16} aria-hidden style={{ flex: 'none' }} />
        {data.suppressedCells > 0
          ? t('maps.carpool.hidden', { count: data.suppressedCells, min: data.minParticipants })
          : t('maps.carpool.none_hidden', { min: data.minParticipants })}
      </Text>
    </Stack>
  );
}
