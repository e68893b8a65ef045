import type { FeatureCollection } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';

export const EMPTY_COLLECTION: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The overlay of a map: its GeoJSON sources (by id) and its layers, drawn over the basemap in order. */
export interface MapOverlay {
  sources: Record<string, GeoJSON.FeatureCollection>;
  layers: LayerSpecification[];
}
