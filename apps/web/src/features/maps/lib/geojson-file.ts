import { POSTAL_AREA_PROPERTY_MAX, POSTAL_AREAS_MAX_BYTES, type PostalAreasInput } from '@mobiverte/contracts';

/** Why a chosen file cannot be sent (each reason has its translated text). */
export type GeoJsonFileError = 'too_large' | 'not_json' | 'not_feature_collection' | 'no_features' | 'not_polygons';

/** A property found on the file's features, to offer as the postal code. */
export interface FoundProperty {
  name: string;
  /** Features that have a non-empty value for it. */
  filled: number;
  /** Distinct values among them: a postal code names one area. */
  distinct: number;
  /** A few of its values, to recognise it. */
  samples: string[];
}

export type ReadGeoJson =
  | {
      ok: true;
      geojson: PostalAreasInput['geojson'];
      features: number;
      properties: FoundProperty[];
      suggested: string | null;
    }
  | { ok: false; error: GeoJsonFileError };

const POLYGONS = new Set(['Polygon', 'MultiPolygon']);
const CODE_NAME = /postal|code|zip|plz|cp\b|npa/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function propertyValue(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * Reads an uploaded postal-area file in the browser before anything is sent: a FeatureCollection of Polygons or
 * MultiPolygons, and the properties its features carry, most complete first; the suggested one looks like a
 * postal code and names each area once. The server checks all of it again.
 */
export function readGeoJsonText(text: string, bytes: number = text.length): ReadGeoJson {
  if (bytes > POSTAL_AREAS_MAX_BYTES) return { ok: false, error: 'too_large' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not_json' };
  }
  if (!isRecord(parsed) || parsed.type !== 'FeatureCollection' || !Array.isArray(parsed.features))
    return { ok: false, error: 'not_feature_collection' };
  const features = parsed.features;
  if (features.length === 0) return { ok: false, error: 'no_features' };
  const values = new Map<string, string[]>();
  for (const feature of features) {
    if (!isRecord(feature) || !isRecord(feature.geometry) || !POLYGONS.has(String(feature.geometry.type)))
      return { ok: false, error: 'not_polygons' };
    if (!isRecord(feature.properties)) continue;
    for (const [name, raw] of Object.entries(feature.properties)) {
      const value = propertyValue(raw);
      if (value === null || name.length > POSTAL_AREA_PROPERTY_MAX) continue;
      values.set(name, [...(values.get(name) ?? []), value]);
    }
  }
  const properties = [...values]
    .map(([name, list]) => ({
      name,
      filled: list.length,
      distinct: new Set(list).size,
      samples: [...new Set(list)].slice(0, 3),
    }))
    .sort((a, b) => b.filled - a.filled || a.name.localeCompare(b.name));
  const unique = properties.filter(
    (property) => property.filled === features.length && property.distinct === features.length,
  );
  const suggested = (unique.find((property) => CODE_NAME.test(property.name)) ?? unique[0])?.name ?? null;
  return {
    ok: true,
    geojson: { type: 'FeatureCollection', features },
    features: features.length,
    properties,
    suggested,
  };
}

/** A chosen property that does not name each area once (some lack it, or two share a value). */
export function isIncompleteProperty(property: FoundProperty, features: number): boolean {
  return property.filled < features || property.distinct < property.filled;
}
