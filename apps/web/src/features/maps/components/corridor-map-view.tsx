import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { CorridorMap, MapConfig, TransportMode } from '@mobiverte/contracts';
import type { FeatureCollection } from 'geojson';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { Bounds } from '@/components/map/map-bounds';
import { cellsToGeoJson, corridorId, corridorsToGeoJson, readCorridorModes } from '../lib/map-geojson';
import { CORRIDOR_LAYER, corridorOverlay, END_COLOR, START_COLOR } from '../lib/map-layers';
import { CorridorPanel, type CorridorFigures } from './corridor-panel';
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
}

/**
 * Trip corridors coloured by their main mode, start and end clusters, and the figures of a corridor picked on the
 * map or in the list below it (the keyboard's way in).
 */
export function CorridorMapView({ config, data, fetching, areas, bounds, name, height }: CorridorMapViewProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const modeColors = useModeColors();
  const [selected, setSelected] = useState<CorridorFigures | null>(null);
  const corridors = useMemo(() => data?.corridors ?? [], [data]);
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
        },
        Object.fromEntries(shownModes.map((mode) => [mode, modeColors[mode]])),
        Math.max(maxTrips, maxCluster),
        selected?.id ?? null,
      ),
    // shownModes follows corridors
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [corridors, data, modeColors, maxTrips, maxCluster, selected?.id],
  );
  const click = useMemo<MapClick>(
    () => ({
      layer: CORRIDOR_LAYER,
      onClick: (feature) => {
        const properties = feature.properties as Record<string, unknown>;
        setSelected({
          id: String(properties.id),
          trips: Number(properties.trips),
          distanceKm: Number(properties.distanceKm),
          modes: readCorridorModes(properties.modes),
        });
      },
    }),
    [],
  );
  const busiest = [...corridors].sort((a, b) => b.trips - a.trips).slice(0, LISTED_CORRIDORS);

  return (
    <Stack gap="sm">
      <MapCanvas
        config={config}
        basemapAreas={areas}
        overlay={overlay}
        name={name}
        label={t('maps.corridors.label')}
        bounds={bounds}
        click={click}
        height={height}
      >
        {fetching && <MapLoadingBadge />}
        {data && corridors.length === 0 && data.starts.length === 0 && !fetching && (
          <MapEmptyNote title={t('maps.empty.title')} text={t('maps.empty.text')} />
        )}
        {selected && (
          <Box pos="absolute" top={8} left={8} style={{ zIndex: 3 }}>
            <CorridorPanel corridor={selected} onClose={() => setSelected(null)} />
          </Box>
        )}
        {data && (corridors.length > 0 || data.starts.length > 0) && (
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
              ]}
              note={t('maps.corridors.legend_note')}
            />
          </MapCorner>
        )}
      </MapCanvas>
      {data && (
        <PrivacyNote kind="corridors" hidden={data.suppressedCorridors} minParticipants={data.minParticipants} />
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
                  setSelected({
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
