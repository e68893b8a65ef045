import type { FeatureCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { EMPTY_COLLECTION } from './map-overlay';

export type BasemapScheme = 'light' | 'dark';

const PALETTES: Record<BasemapScheme, { background: string; area: string; outline: string }> = {
  light: { background: '#f4f1ea', area: '#ffffff', outline: '#a8a29e' },
  dark: { background: '#1f2125', area: '#2c2e33', outline: '#5c5f66' },
};

export const BASEMAP_AREAS_SOURCE = 'basemap-areas';

/**
 * The basemap that ships with the product (no `MAP_STYLE_URL`): a plain background and the city's postal areas
 * from its own database, drawn from GeoJSON. No tiles, fonts, glyphs or sprites from anywhere: a fresh clone
 * with no network shows it whole. Text would need glyphs, so names live in the page's HTML (legends, popups).
 */
export function buildOfflineStyle(
  areas: FeatureCollection | null | undefined,
  scheme: BasemapScheme = 'light',
): StyleSpecification {
  const palette = PALETTES[scheme];
  return {
    version: 8,
    name: 'Mobiverte (hors ligne)',
    sources: { [BASEMAP_AREAS_SOURCE]: { type: 'geojson', data: areas ?? EMPTY_COLLECTION } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': palette.background } },
      {
        id: 'basemap-areas-fill',
        type: 'fill',
        source: BASEMAP_AREAS_SOURCE,
        paint: { 'fill-color': palette.area, 'fill-opacity': 0.9 },
      },
      {
        id: 'basemap-areas-outline',
        type: 'line',
        source: BASEMAP_AREAS_SOURCE,
        paint: { 'line-color': palette.outline, 'line-width': ['interpolate', ['linear'], ['zoom'], 8, 0.5, 14, 1.5] },
      },
    ],
  };
}

/** A repeating hatch (diagonal lines on transparent) for areas hidden under the privacy threshold. */
export function hatchPattern(size = 8, rgb: [number, number, number] = [107, 114, 128]) {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const offset = (y * size + x) * 4;
      const onLine = (x + y) % size < 2;
      data.set(onLine ? [...rgb, 200] : [...rgb, 40], offset);
    }
  return { width: size, height: size, data };
}
