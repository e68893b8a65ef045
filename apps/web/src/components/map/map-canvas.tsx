import { Alert, Box, Loader, useComputedColorScheme } from '@mantine/core';
import type { MapConfig } from '@mobiverte/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, LngLat, Map as MaplibreMap, MapGeoJSONFeature, MapMouseEvent } from 'maplibre-gl';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bounds } from './map-bounds';
import type { MapOverlay } from './map-overlay';
import { BASEMAP_AREAS_SOURCE, buildOfflineStyle } from './offline-style';
import { loadMaplibre } from './load-maplibre';

export type MapImage = { width: number; height: number; data: Uint8Array };

/** What a click on the map picks: the feature of the first of `layers` under the pointer. */
export interface MapClick {
  layers: readonly string[];
  onClick: (feature: MapGeoJSONFeature, at: LngLat) => void;
}

interface MapCanvasProps {
  /** The basemap and the first view. */
  config: Pick<MapConfig, 'styleUrl' | 'center' | 'zoom'>;
  /** The city's postal areas on the offline basemap; left out under a configured style. */
  basemapAreas: FeatureCollection | null;
  overlay: MapOverlay;
  /** Names the map for screen readers. */
  label: string;
  /** Reachable as `window.__mobiverteMaps[name]` in an automated browser (the end-to-end tests read its sources). */
  name: string;
  /** Where to look once the data is there (the view moves again only when these bounds change). */
  bounds?: Bounds | null;
  images?: Record<string, MapImage>;
  click?: MapClick;
  onMap?: (map: MaplibreMap | null) => void;
  height?: number | string;
  /** HTML over the map: legends, notes. */
  children?: ReactNode;
}

type MapsOnWindow = { __mobiverteMaps?: Record<string, MaplibreMap> };

/** Adds the overlay's sources and layers, or brings those already there up to date. */
function applyOverlay(map: MaplibreMap, overlay: MapOverlay, images: Record<string, MapImage>) {
  for (const [id, image] of Object.entries(images)) if (!map.hasImage(id)) map.addImage(id, image);
  for (const [id, data] of Object.entries(overlay.sources)) {
    const source = map.getSource<GeoJSONSource>(id);
    if (source) source.setData(data);
    else map.addSource(id, { type: 'geojson', data });
  }
  for (const layer of overlay.layers) {
    if (!map.getLayer(layer.id)) {
      map.addLayer(layer);
      continue;
    }
    for (const [property, value] of Object.entries(layer.paint ?? {}))
      map.setPaintProperty(layer.id, property as never, value as never);
    if ('filter' in layer) map.setFilter(layer.id, layer.filter);
  }
}

const PADDING = 48;

/** The view's padding: the data fits left of the legend in the map's corner (at most 45 % of the map's width). */
function paddingBeside(map: MaplibreMap) {
  const frame = map.getContainer().parentElement;
  const corner = frame?.querySelector<HTMLElement>('[data-map-corner]');
  const width = frame?.clientWidth ?? 0;
  const right = corner ? Math.min(PADDING + corner.offsetWidth, width * 0.45) : PADDING;
  return { top: PADDING, bottom: PADDING, left: PADDING, right: Math.max(PADDING, right) };
}

/**
 * A maplibre map: the configured basemap, or the offline one built from the city's areas, with a page's overlay
 * over it. maplibre loads with the first map; until then (and if it cannot) the frame keeps its size.
 */
export function MapCanvas({
  config,
  basemapAreas,
  overlay,
  label,
  name,
  bounds,
  images = {},
  click,
  onMap,
  height = 520,
  children,
}: MapCanvasProps) {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme('light');
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MaplibreMap | null>(null);
  const [failure, setFailure] = useState<'load' | 'webgl' | null>(null);
  const latest = useRef({ overlay, images, basemapAreas, onMap });
  useEffect(() => {
    latest.current = { overlay, images, basemapAreas, onMap };
  });

  useEffect(() => {
    let cancelled = false;
    let created: MaplibreMap | null = null;
    loadMaplibre().then(
      (maplibre) => {
        if (cancelled || !container.current) return;
        try {
          created = new maplibre.Map({
            container: container.current,
            style: config.styleUrl ?? buildOfflineStyle(latest.current.basemapAreas, scheme),
            center: [config.center.lng, config.center.lat],
            zoom: config.zoom,
            attributionControl: config.styleUrl ? undefined : false,
            dragRotate: false,
          });
        } catch {
          setFailure('webgl');
          return;
        }
        const ready = created;
        ready.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
        ready.addControl(new maplibre.ScaleControl({ unit: 'metric' }), 'bottom-left');
        ready.once('load', () => {
          if (cancelled) return;
          applyOverlay(ready, latest.current.overlay, latest.current.images);
          if (navigator.webdriver) {
            const holder = window as MapsOnWindow;
            holder.__mobiverteMaps = { ...holder.__mobiverteMaps, [name]: ready };
          }
          setMap(ready);
          latest.current.onMap?.(ready);
        });
      },
      () => !cancelled && setFailure('load'),
    );
    return () => {
      cancelled = true;
      latest.current.onMap?.(null);
      const holder = window as MapsOnWindow;
      if (holder.__mobiverteMaps?.[name] === created) delete holder.__mobiverteMaps[name];
      created?.remove();
    };
    // The map is made once per basemap; data and layers change on it below.
  }, [config.styleUrl, config.center.lng, config.center.lat, config.zoom, scheme, name]);

  useEffect(() => {
    if (map) applyOverlay(map, overlay, latest.current.images);
  }, [map, overlay]);

  useEffect(() => {
    if (map && !config.styleUrl)
      map
        .getSource<GeoJSONSource>(BASEMAP_AREAS_SOURCE)
        ?.setData(basemapAreas ?? { type: 'FeatureCollection', features: [] });
  }, [map, basemapAreas, config.styleUrl]);

  const boundsKey = bounds ? bounds.flat().join(',') : null;
  useEffect(() => {
    if (map && bounds) map.fitBounds(bounds, { padding: paddingBeside(map), maxZoom: 14, duration: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- moves when the bounds' values change, not their array
  }, [map, boundsKey]);

  useEffect(() => {
    if (!map || !click) return;
    const pickedAt = (event: MapMouseEvent) => {
      const features = map.queryRenderedFeatures(event.point, { layers: [...click.layers] });
      return click.layers
        .map((layer) => features.find((candidate) => candidate.layer.id === layer))
        .find((candidate) => candidate !== undefined);
    };
    const onClick = (event: MapMouseEvent) => {
      const feature = pickedAt(event);
      if (feature) click.onClick(feature, event.lngLat);
    };
    const onMove = (event: MapMouseEvent) => {
      map.getCanvas().style.cursor = pickedAt(event) ? 'pointer' : '';
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMove);
    };
  }, [map, click]);

  return (
    <Box pos="relative" h={height} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
      <div
        ref={container}
        role="region"
        aria-label={label}
        data-map={name}
        data-map-ready={map ? 'true' : 'false'}
        style={{ position: 'absolute', inset: 0 }}
      />
      {!map && !failure && (
        <Box pos="absolute" inset={0} display="flex" style={{ alignItems: 'center', justifyContent: 'center' }}>
          <Loader size="sm" aria-label={t('maps.map.loading')} />
        </Box>
      )}
      {failure && (
        <Box pos="absolute" inset={0} p="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
            {t(`maps.map.${failure === 'webgl' ? 'no_webgl' : 'load_failed'}`)}
          </Alert>
        </Box>
      )}
      {children}
    </Box>
  );
}
