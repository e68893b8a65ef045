import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DayRange } from '@mobiverte/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useHeatMap } from '../api/get-heat-map';
import { useMapConfig } from '../api/get-map-config';
import { HeatMapView } from '../components/heat-map-view';
import { MapFiltersBar } from '../components/map-filters-bar';
import { MapPageFrame } from '../components/map-page-frame';
import { PrivacyNote } from '../components/privacy-note';
import { useBasemapAreas } from '../hooks/use-basemap-areas';
import { useMapUrlState } from '../hooks/use-map-url-state';
import { totalTrips } from '../lib/map-geojson';
import { getMapRange, toMapQuery } from '../lib/map-filters';

/** Two maps move together: a pan or zoom on one is played on the other. */
function useLinkedMaps() {
  const [first, setFirst] = useState<MaplibreMap | null>(null);
  const [second, setSecond] = useState<MaplibreMap | null>(null);
  useEffect(() => {
    if (!first || !second) return;
    const follow = (from: MaplibreMap, to: MaplibreMap) => (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) to.jumpTo({ center: from.getCenter(), zoom: from.getZoom() });
    };
    const onFirst = follow(first, second);
    const onSecond = follow(second, first);
    first.on('move', onFirst);
    second.on('move', onSecond);
    return () => {
      first.off('move', onFirst);
      second.off('move', onSecond);
    };
  }, [first, second]);
  return { setFirst, setSecond };
}

/** `/heat-map`: where sustainable trips go, by hexagon cell, with a before/after comparison of two periods. */
export function HeatMapPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const me = useMe();
  const { filters, today, setFilters } = useMapUrlState();
  const config = useMapConfig();
  const scope = { cityId: me.cityId ?? '' };
  const range = getMapRange(filters, today);
  const heat = useHeatMap(range ? toMapQuery(filters, scope, range) : null);
  const before = useHeatMap(filters.compare ? toMapQuery(filters, scope, filters.compare) : null);
  const basemap = useBasemapAreas(scope, range);
  const linked = useLinkedMaps();
  const comparing = filters.compare !== null;
  const maxTrips = Math.max(heat.data?.maxTrips ?? 0, comparing ? (before.data?.maxTrips ?? 0) : 0);
  const rangeLabel = (shown: DayRange) => format.calendarRange(shown.startDate, shown.endDate);
  const compared =
    filters.compare && range
      ? [
          { key: 'before', name: 'heat-before', data: before, shown: filters.compare, onMap: linked.setFirst },
          { key: 'after', name: 'heat', data: heat, shown: range, onMap: linked.setSecond },
        ]
      : [];

  return (
    <Stack gap="lg">
      <PageHeader />
      <MapFiltersBar filters={filters} today={today} onChange={setFilters} withOrganisation withComparison />
      <MapPageFrame config={config} range={range} errors={[heat, before]}>
        {(mapConfig) =>
          comparing && range && filters.compare ? (
            <Stack gap="sm">
              <ComparisonSummary
                current={heat.data ? totalTrips(heat.data.cells) : null}
                previous={before.data ? totalTrips(before.data.cells) : null}
              />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {compared.map(({ key, name, data, shown, onMap }) => (
                  <Stack key={key} gap={6}>
                    <Title order={2} fz="h5">
                      {t(`maps.compare.${key}`, { range: rangeLabel(shown) })}
                    </Title>
                    <HeatMapView
                      config={mapConfig}
                      heat={data.data}
                      fetching={data.isFetching}
                      maxTrips={maxTrips}
                      areas={basemap.areas}
                      bounds={basemap.bounds}
                      name={name}
                      label={t(`maps.compare.${key}`, { range: rangeLabel(shown) })}
                      onMap={onMap}
                      height={460}
                    />
                    {data.data && (
                      <PrivacyNote
                        kind="cells"
                        hidden={data.data.suppressedCells}
                        minParticipants={data.data.minParticipants}
                      />
                    )}
                  </Stack>
                ))}
              </SimpleGrid>
            </Stack>
          ) : (
            <Stack gap="sm">
              <HeatMapView
                config={mapConfig}
                heat={heat.data}
                fetching={heat.isFetching}
                maxTrips={maxTrips}
                areas={basemap.areas}
                bounds={basemap.bounds}
                name="heat"
                label={t('maps.heat.label')}
              />
              {heat.data && (
                <PrivacyNote
                  kind="cells"
                  hidden={heat.data.suppressedCells}
                  minParticipants={heat.data.minParticipants}
                />
              )}
            </Stack>
          )
        }
      </MapPageFrame>
    </Stack>
  );
}

/** "168 trajets contre 120 sur la période de comparaison (+40 %)". */
function ComparisonSummary({ current, previous }: { current: number | null; previous: number | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (current === null || previous === null) return null;
  const change = previous > 0 ? (current - previous) / previous : null;
  const changeText =
    change === null
      ? ''
      : ` (${format.number(change, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' })})`;
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
      <Group gap="xs">
        <Text fz="sm">
          {t('maps.compare.summary', { current: format.number(current), previous: format.number(previous) })}
          {changeText}
        </Text>
      </Group>
    </Alert>
  );
}
