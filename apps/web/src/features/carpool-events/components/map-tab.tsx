import { Badge, Box, Grid, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconFlag, IconMapPin, IconShieldLock } from '@tabler/icons-react';
import type { Map as MaplibreMap, MapGeoJSONFeature, Marker } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { loadMaplibre } from '@/components/map/load-maplibre';
import { boundsOf } from '@/components/map/map-bounds';
import { MapCanvas, type MapClick } from '@/components/map/map-canvas';
import { MapCorner, MapLegend } from '@/components/map/map-legend';
import { MapEmptyNote } from '@/components/map/map-status';
import { type CarpoolEventMap, type CarpoolMapArea, useCarpoolEventMap } from '../api/get-carpool-event-map';
import {
  AREA_ROLE_COLORS,
  AREAS_FILL_LAYER,
  areasToGeoJson,
  carpoolMapOverlay,
  placesToGeoJson,
} from '../lib/map-overlay';

const ROLES = ['driver', 'rider', 'both'] as const;

/** A name on the map as an HTML marker (the offline basemap has no fonts); the list beside the map says the same. */
function markerElement(name: string, kind: 'destination' | 'meeting') {
  const element = document.createElement('div');
  element.setAttribute('aria-hidden', 'true');
  element.className = `carpool-marker carpool-marker-${kind}`;
  Object.assign(element.style, {
    display: 'flex',
    alignItems: 'center',
    gap: '6px',
    padding: '3px 8px 3px 4px',
    borderRadius: '999px',
    background: kind === 'destination' ? '#1e6630' : '#ffffff',
    color: kind === 'destination' ? '#ffffff' : '#212529',
    border: kind === 'destination' ? '2px solid #ffffff' : '2px solid #1e6630',
    boxShadow: '0 1px 4px rgba(0,0,0,0.3)',
    font: '600 12px/1.2 var(--mantine-font-family, sans-serif)',
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
  });
  const dot = document.createElement('span');
  Object.assign(dot.style, {
    width: '10px',
    height: '10px',
    borderRadius: '50%',
    background: kind === 'destination' ? '#ffffff' : '#1e6630',
    flex: 'none',
  });
  element.append(dot, document.createTextNode(name));
  return element;
}

/** The destination's and the meeting points' markers, on the map once it is there. */
function usePlaceMarkers(
  map: MaplibreMap | null,
  places: { name: string; kind: 'destination' | 'meeting'; lng: number; lat: number }[],
) {
  const key = JSON.stringify(places);
  useEffect(() => {
    if (!map) return;
    let markers: Marker[] = [];
    let cancelled = false;
    void loadMaplibre().then((maplibre) => {
      if (cancelled) return;
      markers = places.map((place) =>
        new maplibre.Marker({ element: markerElement(place.name, place.kind), anchor: 'left', offset: [-9, 0] })
          .setLngLat([place.lng, place.lat])
          .addTo(map),
      );
    });
    return () => {
      cancelled = true;
      for (const marker of markers) marker.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the markers change when the places' values do
  }, [map, key]);
}

function AreaCounts({ area }: { area: CarpoolMapArea }) {
  const { t } = useTranslation();
  return (
    <Text fz="sm" c="dimmed">
      {t('carpool_events.map.drivers', { count: area.drivers })} ·{' '}
      {t('carpool_events.map.riders', { count: area.riders })}
    </Text>
  );
}

/** The areas as a list of buttons: a click or a keyboard focus selects one, as a click on the map does. */
function AreaList({
  areas,
  selected,
  onSelect,
}: {
  areas: CarpoolMapArea[];
  selected: string | null;
  onSelect: (cell: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      gap={6}
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('carpool_events.map.areas_title')}
    >
      {areas.map((area, index) => {
        const active = area.cell === selected;
        return (
          <li key={area.cell}>
            <UnstyledButton
              onClick={() => onSelect(area.cell)}
              onFocus={() => onSelect(area.cell)}
              aria-pressed={active}
              data-area={area.cell}
              w="100%"
              p="xs"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: `1px solid ${active ? 'var(--mantine-color-dark-4)' : 'var(--mantine-color-default-border)'}`,
                background: active ? 'var(--mantine-color-gray-light)' : undefined,
              }}
            >
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap">
                  <Box
                    aria-hidden
                    w={12}
                    h={12}
                    style={{ flex: 'none', borderRadius: 2, background: AREA_ROLE_COLORS[area.role] }}
                  />
                  <Text fz="sm" fw={600}>
                    {t('carpool_events.map.area_name', { number: index + 1 })}
                  </Text>
                </Group>
                <Badge variant="light" color="gray">
                  {t('carpool_events.map.participants', { count: area.count })}
                </Badge>
              </Group>
              {active && <AreaCounts area={area} />}
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}

function PrivacyNote({ map }: { map: CarpoolEventMap }) {
  const { t } = useTranslation();
  const hidden = map.hiddenAreas + map.hiddenMeetingPoints;
  return (
    <Text
      fz="sm"
      c="dimmed"
      display="flex"
      style={{ gap: 6, alignItems: 'flex-start' }}
      data-testid="carpool-map-privacy"
    >
      <IconShieldLock size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <span>
        {t('carpool_events.map.privacy', { min: map.threshold })}
        {hidden > 0 && ` ${t('carpool_events.map.hidden', { count: hidden })}`}
      </span>
    </Text>
  );
}

/** The « Carte » tab: the destination, the meeting points and the departure areas, never an address. */
export function MapTab({ eventId, eventName }: { eventId: string; eventName: string }) {
  const { t } = useTranslation();
  const query = useCarpoolEventMap(eventId);
  const [selected, setSelected] = useState<string | null>(null);
  const [canvas, setCanvas] = useState<MaplibreMap | null>(null);
  const data = query.data;

  const bounds = useMemo(() => (data ? boundsOf([areasToGeoJson(data.areas), placesToGeoJson(data)]) : null), [data]);
  const overlay = useMemo(
    () => carpoolMapOverlay({ areas: data?.areas ?? [] }, selected, bounds),
    [data, selected, bounds],
  );
  const places = useMemo(
    () =>
      data
        ? [
            ...(data.destination
              ? [
                  {
                    kind: 'destination' as const,
                    lng: data.destination.lng,
                    lat: data.destination.lat,
                    name: data.destination.name ?? t('carpool_events.map.destination'),
                  },
                ]
              : []),
            ...data.meetingPoints.map((point, index) => ({
              kind: 'meeting' as const,
              name: t('carpool_events.map.meeting_short', { number: index + 1 }),
              ...point.centre,
            })),
          ]
        : [],
    [data, t],
  );
  usePlaceMarkers(canvas, places);
  const click = useMemo<MapClick>(
    () => ({
      layers: [AREAS_FILL_LAYER],
      onClick: (feature: MapGeoJSONFeature) => setSelected(String(feature.properties.cell)),
    }),
    [],
  );

  useEffect(() => {
    const area = data?.areas.find((candidate) => candidate.cell === selected);
    const centre: [number, number] | null = area ? [area.centre.lng, area.centre.lat] : null;
    // Brought into view when a keyboard or list selection picks an area out of it; the view stays otherwise.
    if (canvas && centre && !canvas.getBounds().contains(centre)) canvas.easeTo({ center: centre, duration: 300 });
  }, [canvas, data, selected]);

  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!data) return <Skeleton h={480} radius="md" aria-label={t('maps.map.loading')} />;

  const centre = data.destination ?? data.areas[0]?.centre ?? data.meetingPoints[0]?.centre ?? { lat: 0, lng: 0 };
  const selectedArea = data.areas.find((area) => area.cell === selected) ?? null;
  const legend = ROLES.map((role) => ({
    key: role,
    color: AREA_ROLE_COLORS[role],
    label: t(`carpool_events.map.roles.${role}`),
  }));
  const shown = {
    drivers: data.areas.reduce((sum, area) => sum + area.drivers, 0),
    riders: data.areas.reduce((sum, area) => sum + area.riders, 0),
  };
  const nothing = data.areas.length === 0;

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xs">
          <MapCanvas
            config={{ styleUrl: data.styleUrl, center: centre, zoom: 12 }}
            basemapAreas={null}
            overlay={overlay}
            label={t('carpool_events.map.label', { name: eventName })}
            name="carpool-event"
            bounds={bounds}
            click={click}
            onMap={setCanvas}
            height={480}
          >
            {nothing && (
              <MapEmptyNote
                title={t(
                  data.hiddenAreas > 0 ? 'carpool_events.map.all_hidden_title' : 'carpool_events.map.empty_title',
                )}
                text={t(data.hiddenAreas > 0 ? 'carpool_events.map.all_hidden_text' : 'carpool_events.map.empty_text')}
              />
            )}
            <MapCorner>
              <MapLegend
                title={t('carpool_events.map.legend_title')}
                entries={[
                  ...legend,
                  { key: 'destination', color: '#1e6630', shape: 'dot', label: t('carpool_events.map.destination') },
                  { key: 'meeting', color: '#ffffff', shape: 'dot', label: t('carpool_events.map.meeting_points') },
                ]}
                note={
                  nothing
                    ? undefined
                    : t('carpool_events.map.legend_counts', {
                        drivers: t('carpool_events.map.drivers', { count: shown.drivers }),
                        riders: t('carpool_events.map.riders', { count: shown.riders }),
                      })
                }
              />
            </MapCorner>
          </MapCanvas>
          <PrivacyNote map={data} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Paper withBorder p="sm" radius="md" aria-live="polite">
            <Title order={3} fz="sm" mb={4}>
              {t('carpool_events.map.selected_title')}
            </Title>
            {selectedArea ? (
              <Stack gap={2}>
                <Text fw={600}>
                  {t(`carpool_events.map.roles.${selectedArea.role}`)} ·{' '}
                  {t('carpool_events.map.participants', { count: selectedArea.count })}
                </Text>
                <AreaCounts area={selectedArea} />
              </Stack>
            ) : (
              <Text fz="sm" c="dimmed">
                {t(nothing ? 'carpool_events.map.empty_title' : 'carpool_events.map.select_hint')}
              </Text>
            )}
          </Paper>
          {!nothing && (
            <Stack gap={6}>
              <Title order={3} fz="sm">
                {t('carpool_events.map.areas_title')}
              </Title>
              <AreaList areas={data.areas} selected={selected} onSelect={setSelected} />
            </Stack>
          )}
          <Stack gap={6}>
            <Title order={3} fz="sm">
              {t('carpool_events.map.places_title')}
            </Title>
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              <Group component="li" gap="xs" wrap="nowrap">
                <IconFlag size={16} color="#1e6630" aria-hidden style={{ flex: 'none' }} />
                <Text fz="sm">
                  {data.destination
                    ? (data.destination.name ?? t('carpool_events.map.destination'))
                    : t('carpool_events.map.no_destination')}
                </Text>
              </Group>
              {data.meetingPoints.map((point, index) => (
                <Group component="li" key={point.cell} gap="xs" wrap="nowrap">
                  <IconMapPin size={16} aria-hidden style={{ flex: 'none' }} />
                  <Text fz="sm">
                    {t('carpool_events.map.meeting_point', { number: index + 1 })} ·{' '}
                    {t('carpool_events.map.matches', { count: point.matches })}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Stack>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
