import type { TransportMode } from '@mobiverte/contracts';
import { decodePolyline } from './polyline.ts';

/** What `POST /api/getSessionsTracks` answers (`sessionsTracksResponseSchema`), written straight as JSON. */
export type TracksJson = { body: string; features: number };

/**
 * The tracks' FeatureCollection as a JSON string: 2,000 line strings are about 700 kB of JSON, and checking
 * them with the zod response schema before `JSON.stringify` took longer than reading them (over 100 ms on a
 * busy machine). Every value written here is a number, a fixed literal or a transport mode, so the text is
 * the schema's by construction (tracks-json.test.ts parses it with the schema). Polylines that are not valid
 * or have fewer than two positions are left out.
 */
export function writeTracksJson(
  rows: { activityType: TransportMode; geometry: string }[],
  options: { truncated: boolean; limit: number },
): TracksJson {
  const features: string[] = [];
  for (const row of rows) {
    const positions = decodePolyline(row.geometry);
    if (!positions || positions.length < 2) continue;
    let coordinates = '';
    for (const [longitude, latitude] of positions) {
      coordinates += `${coordinates ? ',' : ''}[${longitude},${latitude}]`;
    }
    features.push(
      `{"type":"Feature","geometry":{"type":"LineString","coordinates":[${coordinates}]},` +
        `"properties":{"activityType":${JSON.stringify(row.activityType)}}}`,
    );
  }
  return {
    body:
      `{"data":{"type":"FeatureCollection","features":[${features.join(',')}]},` +
      `"truncated":${options.truncated},"limit":${options.limit}}`,
    features: features.length,
  };
}
