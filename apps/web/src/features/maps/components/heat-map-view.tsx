import type { HeatMap, MapConfig } from '@mobiverte/contracts';
import type { FeatureCollection } from 'geojson';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { heatLegend } from '../lib/color-scales';
import type { Bounds } from '@/components/map/map-bounds';
import { cellsToGeoJson } from '../lib/map-geojson';
import { heatOverlay } from '../lib/map-layers';
import { MapCanvas } from '@/components/map/map-canvas';
import { MapCorner, MapLegend } from '@/components/map/map-legend';
import { stepEntries } from '../lib/color-scales';
import { MapEmptyNote, MapLoadingBadge } from '@/components/map/map-status';
import { useStepLabel } from './use-step-label';

interface HeatMapViewProps {
  config: MapConfig;
  heat: HeatMap | undefined;
  fetching: boolean;
  /** The largest trips of the maps shown together, so that both periods of a comparison read on one scale. */
  maxTrips: number;
  areas: FeatureCollection | null;
  bounds: Bounds | null;
  name: string;
  label: string;
  onMap?: (map: MaplibreMap | null) => void;
  height?: number;
}

/** One heat map: its cells over the basemap, the legend, and what to say when the period is empty. */
export function HeatMapView({
  config,
  heat,
  fetching,
  maxTrips,
  areas,
  bounds,
  name,
  label,
  onMap,
  height,
}: HeatMapViewProps) {
  const { t } = useTranslation();
  const stepLabel = useStepLabel();
  const overlay = useMemo(
    () => heatOverlay(cellsToGeoJson(heat?.cells ?? []), maxTrips, heat?.resolution ?? 8, config.center.lat),
    [heat, maxTrips, config.center.lat],
  );
  const steps = heatLegend(maxTrips);
  return (
    <MapCanvas
      config={config}
      basemapAreas={areas}
      overlay={overlay}
      name={name}
      label={label}
      bounds={bounds}
      onMap={onMap}
      height={height}
    >
      {fetching && <MapLoadingBadge />}
      {heat && heat.cells.length === 0 && !fetching && (
        <MapEmptyNote title={t('maps.empty.title')} text={t('maps.empty.text')} />
      )}
      {steps.length > 0 && (
        <MapCorner>
          <MapLegend title={t('maps.heat.legend')} entries={stepEntries(steps, stepLabel)} />
        </MapCorner>
      )}
    </MapCanvas>
  );
}
