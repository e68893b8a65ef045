import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { CorridorMap, MapConfig, TransportMode } from '@mobiverte/contracts';
import type { FeatureCollection } from 'geojson';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { Bounds } from '@/components/map/map-bounds';
import {
  cellsToGeoJson,
  corridorId,
  corridorsToGeoJson,
  meetingCellsToGeoJson,
  readCorridorModes,
  type MeetingCellProperties,
} from '../lib/map-geojson';
import {
  CARPOOL_COLOR,
  CARPOOL_LAYER,
  CORRIDOR_LAYER,
  corridorOverlay,
  END_COLOR,
  START_COLOR,
} from '../lib/map-layers';
import { CorridorPanel, type CorridorFigures } from './corridor-panel';
import {
  MeetingPointPanel,
  MeetingPointsList,
  MeetingPointsSwitch,
  type MeetingPointsLayer,
} from './meeting-points-layer';
import { MapCanvas, type MapClick } from '@/components/map/map-canvas';
import { MapCorner, MapLegend } from '@/components/map/map-legend';
import { MapEmptyNote, MapLoadingBadge } from '@/components/map/map-status';
import { PrivacyNote } from './privacy-note';
import { useModeColors } from './use-mode-colors';

const LISTED_CORRIDORS = 8;

interface CorridorMapViewProps {
  config: MapConfig;
  data: CorridorMap | undefined;
  fetching: boolean;
  areas: FeatureCollection | null;
  bounds: Bounds | null;
  name: string;
  height?: number;
  /** The carpool meeting points' layer; null where the city has no carpooling. */
  meetingPoints: MeetingPointsLayer | null;
}

type Selection = { kind: 'corridor'; corridor: CorridorFigures } | { kind: 'meeting'; cell: MeetingCellProperties };

/**
 * Trip corridors coloured by their main mode, start and end clusters, carpool meeting points when their layer is
 * on, and the figures of a corridor or a meeting point picked on the map or in the lists below it (the keyboard's
 * way in).
 */
export function CorridorMapView({
  config,
  data,
  fetching,
  areas,
  bounds,
  name,
  height,
  meetingPoints,
}: CorridorMapViewProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const modeColors = useModeColors();
  const [picked, setSelection] = useState<Selection | null>(null);
  // A meeting point's figures leave with their layer.
  const selection = picked?.kind === 'meeting' && !meetingPoints?.shown ? null : picked;
  const selectCorridor = (corridor: CorridorFigures) => setSelection({ kind: 'corridor', corridor });
  const selected = selection?.kind === 'corridor' ? selection.corridor : null;
  const selectedCell = selection?.kind === 'meeting' ? selection.cell : null;
  const corridors = useMemo(() => data?.corridors ?? [], [data]);
  const meetingData = meetingPoints?.shown ? meetingPoints.data : undefined;
  const meetingCells = useMemo(() => meetingData?.cells ?? [], [meetingData]);
  const maxTrips = Math.max(0, ...corridors.map((corridor) => corridor.trips));
  const maxCluster = Math.max(
    0,
    ...(data?.starts ?? []).map((cell) => cell.trips),
    ...(data?.ends ?? []).map((cell) => cell.trips),
  );
  const shownModes = [...new Set(corridors.map((corridor) => corridor.mainMode))];
  const overlay = useMemo(
    () =>
      corridorOverlay(
        {
          corridors: corridorsToGeoJson(corridors),
          starts: cellsToGeoJson(data?.starts ?? []),
          ends: cellsToGeoJson(data?.ends ?? []),
          meetingPoints: meetingCellsToGeoJson(meetingCells),
        },
        Object.fromEntries(shownModes.map((mode) => [mode, modeColors[mode]])),
        Math.max(maxTrips, maxCluster),
        { corridor: selected?.id ?? null, meetingPoint: selectedCell?.cell ?? null },
      ),
    // shownModes follows corridors
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [corridors, data, meetingCells, modeColors, maxTrips, maxCluster, selected?.id, selectedCell?.cell],
  );
  const click = useMemo<MapClick>(
    () => ({
      layers: [CORRIDOR_LAYER, CARPOOL_LAYER],
      onClick: (feature) => {
        const properties = feature.properties as Record<string, unknown>;
        if (feature.layer.id === CARPOOL_LAYER) {
          setSelection({
            kind: 'meeting',
            cell: {
              cell: String(properties.cell),
              events: Number(properties.events),
              riders: Number(properties.riders),
              drivers: Number(properties.drivers),
              matches: Number(properties.matches),
            },
          });
          return;
        }
        setSelection({
          kind: 'corridor',
          corridor: {
            id: String(properties.id),
            trips: Number(properties.trips),
            distanceKm: Number(properties.distanceKm),
            modes: readCorridorModes(properties.modes),
          },
        });
      },
    }),
    [],
  );
  const hasTrips = !!data && (corridors.length > 0 || data.starts.length > 0);
  const [canvas, setCanvas] = useState<MaplibreMap | null>(null);
  const selectedCentre = meetingCells.find((cell) => cell.cell === selectedCell?.cell)?.centre ?? null;
  useEffect(() => {
    // A meeting point picked in the list (or with the keyboard) out of view is brought into it.
    if (canvas && selectedCentre && !canvas.getBounds().contains([selectedCentre.lng, selectedCentre.lat]))
      canvas.easeTo({ center: [selectedCentre.lng, selectedCentre.lat], duration: 300 });
  }, [canvas, selectedCentre?.lng, selectedCentre?.lat]); // eslint-disable-line react-hooks/exhaustive-deps
  const busiest = [...corridors].sort((a, b) => b.trips - a.trips).slice(0, LISTED_CORRIDORS);

  return (
    <Stack gap="sm">
      {meetingPoints && <MeetingPointsSwitch layer={meetingPoints} />}
      <MapCanvas
        config={config}
        basemapAreas={areas}
        overlay={overlay}
        name={name}
        label={t('maps.corridors.label')}
        bounds={bounds}
        click={click}
        height={height}
        onMap={setCanvas}
      >
        {(fetching || (meetingPoints?.shown && meetingPoints.fetching)) && <MapLoadingBadge />}
        {data && !hasTrips && meetingCells.length === 0 && !fetching && (
          <MapEmptyNote title={t('maps.empty.title')} text={t('maps.empty.text')} />
        )}
        {selection && (
          <Box pos="absolute" top={8} left={8} style={{ zIndex: 3 }}>
            {selection.kind === 'corridor' ? (
              <CorridorPanel corridor={selection.corridor} onClose={() => setSelection(null)} />
            ) : (
              <MeetingPointPanel cell={selection.cell} onClose={() => setSelection(null)} />
            )}
          </Box>
        )}
        {(hasTrips || meetingCells.length > 0) && (
          <MapCorner>
            <MapLegend
              title={t('maps.corridors.legend')}
              entries={[
                ...shownModes.map((mode: TransportMode) => ({
                  key: mode,
                  color: modeColors[mode],
                  label: t(`transport_modes.${mode}`),
                  shape: 'line' as const,
                })),
                { key: 'starts', color: START_COLOR, label: t('maps.corridors.starts'), shape: 'dot' as const },
                { key: 'ends', color: END_COLOR, label: t('maps.corridors.ends'), shape: 'dot' as const },
                ...(meetingCells.length > 0
                  ? [
                      {
                        key: 'carpool',
                        color: CARPOOL_COLOR,
                        label: t('maps.carpool.legend'),
                        shape: 'square' as const,
                      },
                    ]
                  : []),
              ]}
              note={t('maps.corridors.legend_note')}
            />
          </MapCorner>
        )}
      </MapCanvas>
      {data && (
        <PrivacyNote kind="corridors" hidden={data.suppressedCorridors} minParticipants={data.minParticipants} />
      )}
      {meetingPoints?.shown && (
        <MeetingPointsList
          name={name}
          layer={meetingPoints}
          selected={selectedCell?.cell ?? null}
          onSelect={(cell) => setSelection({ kind: 'meeting', cell })}
        />
      )}
      {busiest.length > 0 && (
        <Stack gap={4}>
          <Text fz="sm" fw={600} id={`${name}-busiest`}>
            {t('maps.corridors.busiest')}
          </Text>
          <Group gap="xs" role="list" aria-labelledby={`${name}-busiest`}>
            {busiest.map((corridor, index) => (
              <Button
                key={corridorId(corridor)}
                role="listitem"
                size="compact-sm"
                variant={selected?.id === corridorId(corridor) ? 'filled' : 'light'}
                onClick={() =>
                  selectCorridor({
                    id: corridorId(corridor),
                    trips: corridor.trips,
                    distanceKm: corridor.distanceKm,
                    modes: readCorridorModes(corridor.modes),
                  })
                }
              >
                {t('maps.corridors.item', {
                  rank: index + 1,
                  mode: t(`transport_modes.${corridor.mainMode}`),
                  trips: format.number(corridor.trips),
                })}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
